import { introPage } from "~/components/intro-page";

const page = introPage("terms");
export const meta = page.meta;
export default page.Component;
