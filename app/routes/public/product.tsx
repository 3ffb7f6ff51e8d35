import { introPage } from "~/components/intro-page";

// The product page (details, specifications, documents, quote request) comes with the public
// catalogue issue; until then it says what it will hold.
const page = introPage("product");
export const meta = page.meta;
export default page.Component;
