declare module "virtual:content" {
  const content: import("../scripts/content/load-content").Content;
  export default content;
}
