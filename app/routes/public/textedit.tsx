import { introPage } from "~/components/intro-page";

const page = introPage("textedit", { noindex: true });
export const meta = page.meta;
export default page.Component;
