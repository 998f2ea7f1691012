/** The success toast of an upload, naming the files (isolated so Latin names keep their order). */
export function uploadSuccessToast(names: readonly string[]): {
  title: string;
  description: string;
  duration: number;
} {
  const list = names.map((n) => `\u2068${n}\u2069`).join('، ');
  return {
    title:
      names.length === 1
        ? 'تم رفع المستند بنجاح'
        : `تم رفع المستندات بنجاح (عدد الملفات: ${names.length})`,
    description: `${list}. تجدها الآن في تبويب «مستنداتي».`,
    // As long as the booking's success toast (spec §8: 8 s): it lists what was sent.
    duration: 8_000,
  };
}
