import { introPage } from "~/components/intro-page";

const page = introPage("contact");
export const meta = page.meta;
export default page.Component;
