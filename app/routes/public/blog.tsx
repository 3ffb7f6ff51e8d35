import { introPage } from "~/components/intro-page";

// SPEC §2 links /blog from the footer without describing it: a news page, empty for now.
const page = introPage("blog");
export const meta = page.meta;
export default page.Component;
