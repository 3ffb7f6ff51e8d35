import { introPage } from "~/components/intro-page";

const page = introPage("services");
export const meta = page.meta;
export default page.Component;
