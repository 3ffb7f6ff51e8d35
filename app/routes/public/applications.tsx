import { introPage } from "~/components/intro-page";

const page = introPage("applications");
export const meta = page.meta;
export default page.Component;
