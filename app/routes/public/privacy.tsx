import { introPage } from "~/components/intro-page";

const page = introPage("privacy");
export const meta = page.meta;
export default page.Component;
