import { introPage } from "~/components/intro-page";

const page = introPage("about");
export const meta = page.meta;
export default page.Component;
