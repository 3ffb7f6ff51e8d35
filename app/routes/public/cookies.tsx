import { introPage } from "~/components/intro-page";

const page = introPage("cookies");
export const meta = page.meta;
export default page.Component;
