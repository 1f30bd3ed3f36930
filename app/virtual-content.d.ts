declare module "virtual:content" {
  const content: import("../content-pipeline").Content;
  export default content;
}
