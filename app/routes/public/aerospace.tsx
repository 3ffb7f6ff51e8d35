import { introPage } from "~/components/intro-page";

const page = introPage("aerospace");
export const meta = page.meta;
export default page.Component;
