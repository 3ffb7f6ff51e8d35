// `npm test` runs this first (the `pretest` script): the browser tests drive Debian's Chromium and
// the PDF tests use poppler-utils, which npm cannot install. Found: nothing to do. Missing and run as root: install Debian's
// package. Missing otherwise: one sentence saying what to run, and exit 1.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const DEBIAN_PATH = "/usr/bin/chromium";
const wanted = process.env.CHROMIUM_PATH || DEBIAN_PATH;

const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

function fail(sentence) {
  console.error(sentence);
  process.exit(1);
}

// The Arabic PDF tests render pages with poppler-utils' pdftoppm and list fonts with pdffonts.
const POPPLER = "/usr/bin/pdftoppm";
const packages = [...(executable(wanted) ? [] : ["chromium"]), ...(executable(POPPLER) ? [] : ["poppler-utils"])];
if (!packages.length) process.exit(0);

const installCommand = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(" ")}`;
if (!executable(wanted) && wanted !== DEBIAN_PATH) {
  fail(`CHROMIUM_PATH is ${wanted}, which is not an executable file: point it at a Chromium binary, or unset it to use Debian's ${DEBIAN_PATH}.`);
}
if (process.getuid?.() !== 0) {
  fail(`The tests need Debian's ${packages.join(" and ")} (${packages.includes("chromium") ? DEBIAN_PATH : POPPLER}): run \`sudo sh -c '${installCommand}'\`${packages.includes("chromium") ? " (or set CHROMIUM_PATH to a Chromium binary)" : ""}, then npm test again.`);
}
if (!fs.existsSync("/usr/bin/apt-get")) {
  fail(`The tests need ${packages.join(" and ")} and this machine has no apt-get: install ${packages.includes("chromium") ? "Chromium and set CHROMIUM_PATH to its binary" : "poppler-utils (pdftoppm, pdffonts)"}.`);
}

console.info(`Missing: ${packages.join(", ")}: installing Debian's (${installCommand}).`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [["update", "-qq"], ["install", "-y", "-qq", "--no-install-recommends", ...packages]]) {
  const run = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (run.status !== 0) fail(`\`apt-get ${args.join(" ")}\` failed (exit ${run.status}): fix the package sources, then npm test again.`);
}
if (packages.includes("chromium") && !executable(DEBIAN_PATH)) fail(`Debian's chromium installed but ${DEBIAN_PATH} is still missing: set CHROMIUM_PATH to its binary.`);
if (!executable(POPPLER)) fail(`Debian's poppler-utils installed but ${POPPLER} is still missing.`);
