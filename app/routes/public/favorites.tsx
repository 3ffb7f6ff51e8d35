import { introPage } from "~/components/intro-page";

const page = introPage("favorites", { noindex: true });
export const meta = page.meta;
export default page.Component;
