/**
 * The demo articles' titles and summaries in Arabic, by English slug (decision 067). Their bodies
 * are not translated yet: an Arabic page shows the English body.
 */
export const arabicArticles: Record<string, { title: string; summary: string }> = {
  "choosing-a-solid-state-relay-for-heating-loads": {
    title: "اختيار مرحل الحالة الصلبة لأحمال التسخين",
    summary: "السخانات المقاومية التي تُفصل وتُوصل مرات عديدة في الدقيقة تُتلف التلامسات الكهروميكانيكية. كيف تختار مرحل الحالة الصلبة ومشتته الحراري وحمايته ليعيش بقدر عمر الآلة.",
  },
  "hermetically-sealed-relays-for-aerospace": {
    title: "المرحلات محكمة الإغلاق للطيران: ما تضمنه المواصفات العسكرية MIL",
    summary: "الارتفاع والاهتزاز والرطوبة هي أسباب استخدام الطائرات للمرحلات محكمة الإغلاق. ما الذي تؤهله المواصفتان MIL-PRF-83536 وMIL-PRF-6106، وكيف تقرأ رقم القطعة العسكري.",
  },
  "inductive-sensors-in-harsh-environments": {
    title: "حساسات التقارب الحثية في البيئات القاسية",
    summary: "سوائل القطع وشرر اللحام والغسيل المتكرر تقصّر عمر الحساس. أي غلاف ودرجة حماية ومسافة تبديل تختار لآلات التشغيل وخطوط الأغذية.",
  },
};
