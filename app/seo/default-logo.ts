/** The site's own mark (public/favicon.svg): the logo wherever settings name none. Its own module: pages that show the logo need not load the structured data's builders. */
export const DEFAULT_LOGO_PATH = "/favicon.svg";
