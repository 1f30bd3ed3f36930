declare module "virtual:content" {
  const content: import("../content-pipeline").Content;
  export default content;
}

declare module "virtual:plans" {
  const plans: readonly import("./content/plan-model").Plan[];
  export default plans;
}
