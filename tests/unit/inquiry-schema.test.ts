import { describe, expect, it } from "vitest";
import { COUNTRIES, PRODUCT_INTERESTS } from "~/inquiries/options";
import { toInquiryValues, validateInquiry } from "~/inquiries/schema";
import { isHoneypotFilled } from "~/security/public-form.server";
import { bundledMessages } from "~/i18n/bundled";

const base = { name: "Ann", email: "ann@example.com", country: "egypt", message: "Hello", privacyConsent: true };

describe("the inquiry schema", () => {
  it("reads JSON and form values alike", () => {
    expect(toInquiryValues({ ...base, productId: 12 })).toMatchObject({ kind: "contact", privacyConsent: "on", productId: "12", phone: "" });
    expect(validateInquiry(toInquiryValues({ ...base, privacyConsent: "true" })).success).toBe(true);
    expect(validateInquiry(toInquiryValues({ ...base, privacyConsent: false })).success).toBe(false);
  });

  it("accepts the SPEC §3 lists and nothing else", () => {
    for (const country of COUNTRIES) expect(validateInquiry(toInquiryValues({ ...base, country })).success).toBe(true);
    for (const productInterest of PRODUCT_INTERESTS) {
      expect(validateInquiry(toInquiryValues({ ...base, productInterest })).success).toBe(true);
    }
    const wrong = validateInquiry(toInquiryValues({ ...base, country: "france", productInterest: "cables" }));
    expect(wrong.success === false && wrong.errors).toEqual({
      country: { key: "inquiry.errors.country" },
      productInterest: { key: "inquiry.errors.productInterest" },
    });
  });

  it("checks phone numbers and websites loosely but refuses scripts in them", () => {
    const ok = validateInquiry(toInquiryValues({ ...base, phone: "+212 (5) 22-33.44", website: "https://www.example.ma/fr" }));
    expect(ok.success).toBe(true);
    const bad = validateInquiry(toInquiryValues({ ...base, phone: "call me", website: "javascript:alert(1)" }));
    expect(bad.success === false && Object.keys(bad.errors)).toEqual(["phone", "website"]);
  });

  it("has every message in both languages, with the SPEC wording", () => {
    expect(bundledMessages.en["inquiry.errors.required"]).toBe("This field is required");
    expect(bundledMessages.en["inquiry.errors.email"]).toBe("Please enter a valid email address");
    expect(bundledMessages.en["inquiry.successTitle"]).toBe("Message Sent");
    expect(bundledMessages.en["inquiry.successText"]).toBe("Thank you for your message. We will get back to you soon.");
    expect(bundledMessages.en["inquiry.errorTitle"]).toBe("Error");
    expect(bundledMessages.en["inquiry.errorText"]).toBe("Failed to send message: {reason}");
    for (const locale of ["en", "fr"] as const) {
      for (const country of COUNTRIES) expect(bundledMessages[locale][`inquiry.countries.${country}`]).toBeTruthy();
      for (const interest of PRODUCT_INTERESTS) expect(bundledMessages[locale][`inquiry.interests.${interest}`]).toBeTruthy();
    }
  });

  it("spots a filled trap field", () => {
    expect(isHoneypotFilled({ fax_number: "" })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ fax_number: "x" })).toBe(true);
  });
});
