import { STORAGE_KEYS } from "./storage";
import { COOKIE_BANNER_OPEN_ATTRIBUTE, COOKIE_BANNER_DELAY_MS } from "./cookie-banner";
import { SEARCH_PARAM } from "./search-url";

/**
 * The end of the deferred boot on a page that loads scripts on demand, in place of "hydrate after the first
 * paint". It expects `hydrateAfterPaint()` (the deferred boot's own start). Until then the page is its HTML:
 * links, popover menus and form posts work alone. The boot starts when something needs React:
 * - a click on a button that works only with scripts (theme, search, the cookie banner, a demo panel), or a
 *   plain click on a link marked `data-hydrate-on-click` (a link that scripts turn into an in-page scroll): the
 *   click waits for hydration and is then given again to the same element;
 * - focus in a form (its hydrated path sends without a reload; uncontrolled fields keep what was typed);
 * - the search shortcut, given again once hydrated;
 * - consent already stored (analytics loads with React) or `?search=` in the address;
 * - the first scroll, where the page asks for it (`data-hydrate-on="scroll"`).
 * The cookie banner is in the HTML, hidden; this script shows it after the same delay as React would.
 */
const SCRIPT_ONLY_BUTTON = "button[type=button]:not([popovertarget])";
const SCRIPT_ONLY_CONTROL = `${SCRIPT_ONLY_BUTTON},a[data-hydrate-on-click]`;

export const HYDRATE_ON_DEMAND = [
  "const root=document.documentElement;",
  'const isHydrated=()=>root.hasAttribute("data-hydrated");',
  'const hydrated=new Promise((done)=>isHydrated()?done():new MutationObserver((_,observer)=>{if(isHydrated()){observer.disconnect();done()}}).observe(root,{attributes:true,attributeFilter:["data-hydrated"]}));',
  "let requested=false;",
  "const hydrate=()=>{if(!requested){requested=true;hydrateAfterPaint()}return hydrated};",
  `const stored=(key)=>{try{return localStorage.getItem(key)}catch(e){return null}};`,
  `const consented=stored(${JSON.stringify(STORAGE_KEYS.cookiesAccepted)})==="true";`,
  `if(consented||new URLSearchParams(location.search).has(${JSON.stringify(SEARCH_PARAM)}))hydrate();`,
  'if(root.dataset.hydrateOn==="scroll")addEventListener("scroll",hydrate,{once:true,passive:true});',
  'document.addEventListener("click",(event)=>{',
  "const plain=!(event.button||event.ctrlKey||event.metaKey||event.shiftKey||event.altKey);",
  `const button=!isHydrated()&&event.target.closest&&event.target.closest(plain?${JSON.stringify(SCRIPT_ONLY_CONTROL)}:${JSON.stringify(SCRIPT_ONLY_BUTTON)});`,
  "if(!button)return;event.preventDefault();event.stopImmediatePropagation();",
  "hydrate().then(()=>button.isConnected&&button.click())},true);",
  'document.addEventListener("focusin",(event)=>{if(event.target.closest&&event.target.closest("form"))hydrate()},true);',
  // Only a cheap filter here: once hydrated, search-shortcut.ts decides on the key given again.
  'document.addEventListener("keydown",(event)=>{',
  'if(isHydrated()||!(event.key==="/"||((event.ctrlKey||event.metaKey)&&event.key.toLowerCase()==="k")))return;',
  'if(event.key!=="/")event.preventDefault();',
  "const{key,ctrlKey,metaKey,altKey,shiftKey,target}=event;",
  'hydrate().then(()=>target.dispatchEvent(new KeyboardEvent("keydown",{key,ctrlKey,metaKey,altKey,shiftKey,bubbles:true,cancelable:true})))},true);',
  `if(!consented)setTimeout(()=>{const banner=document.querySelector("[data-cookie-banner]");`,
  `if(banner&&!isHydrated()){banner.hidden=false;root.setAttribute(${JSON.stringify(COOKIE_BANNER_OPEN_ATTRIBUTE)},"")}},${COOKIE_BANNER_DELAY_MS});`,
].join("\n");
