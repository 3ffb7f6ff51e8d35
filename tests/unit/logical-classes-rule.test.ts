import { RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import plugin, { physicalClasses } from "../../eslint-rules/logical-classes.js";

// RuleTester reports through the test framework's describe/it.
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } } });

describe("the logical-classes lint rule (decision 066)", () => {
  tester.run("logical-classes", plugin.rules["logical-classes"], {
    valid: [
      'const a = <div className="ps-4 pe-2 ms-auto me-1 start-0 end-4 text-start text-end border-s border-e-2 rounded-s-full float-start" />;',
      // Words and classes that only look alike.
      'const b = <div className="rounded-lg border-red-500 bg-left text-lg pr-label" />;',
      'const c = "The left-out parts stay on the right: 4 pl-ate";',
      'const d = <p>pl-4 in a text is not a class string</p>;',
    ],
    invalid: [
      { code: 'const a = <div className="pl-4" />;', errors: [{ messageId: "physical", data: { found: "pl-4", logical: "ps-4" } }] },
      { code: 'const a = <div className="mx-2 sm:mr-3 text-right" />;', errors: 2 },
      { code: "const a = `sticky left-0 ${x} border-r`;", errors: 2 },
      { code: 'const cell = "absolute -left-[9999px] md:!right-1.5";', errors: 2 },
      { code: 'const a = <div className="rounded-l-md rounded-tr-lg border-l-4 float-right" />;', errors: 4 },
    ],
  });

  it("names the logical class to use, variants and sign kept", () => {
    expect(physicalClasses("hover:pl-2 -mr-1 sm:right-[3px] rounded-bl")).toEqual([
      { found: "hover:pl-2", logical: "hover:ps-2" },
      { found: "-mr-1", logical: "-me-1" },
      { found: "sm:right-[3px]", logical: "sm:end-[3px]" },
    ]);
  });
});
