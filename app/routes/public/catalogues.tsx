import { introPage } from "~/components/intro-page";

const page = introPage("catalogues");
export const meta = page.meta;
export default page.Component;
