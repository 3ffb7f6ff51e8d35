/**
 * The Arabic of the demo catalogue's free-text specification values, keyed by their English text.
 * A value with no word in it (a code, a range such as "0.1 s – 24 h", a list of timing function
 * letters, a MIL standard) is the same in Arabic and is not listed here.
 */
export const arabicSpecTexts: Record<string, string> = {
  "Relay + 2 alarm relays": "مرحل + مرحلا إنذار",
  "2 × relay + 4 alarms": "2 × مرحل + 4 إنذارات",
  "Logic (SSR drive) + relay": "منطقي (تشغيل مرحل حالة صلبة) + مرحل",
  "Relay + alarm relay": "مرحل + مرحل إنذار",
  "3 × relay": "3 × مرحل",
  "Relay + SSR drive": "مرحل + تشغيل مرحل حالة صلبة",
  "Relay + 2 alarms": "مرحل + إنذاران",
  Relay: "مرحل",
  "A (on-delay)": "A (تأخير التشغيل)",
  "27 functions": "27 وظيفة",
  "Delay on operate": "تأخير عند التشغيل",
  "Star-delta": "نجمة-مثلث",
  "9 functions": "9 وظائف",
  "Alarm output, PNP": "خرج إنذار، PNP",
  "MIL-PRF-39016/9, level M": "MIL-PRF-39016/9، المستوى M",
  "0.5 s (fixed)": "0.5 s (ثابت)",
  "10 s (fixed)": "10 s (ثابت)",
  "Delay on release": "تأخير عند الفصل",
  "MIL-PRF-28750 (screening option)": "MIL-PRF-28750 (خيار الفحص)",
};
