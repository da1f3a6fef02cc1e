export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  /** The field's visible label, also the editable's accessible name. */
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** The direction of the entry's language (Arabic, Persian and Urdu: rtl). */
  dir: 'ltr' | 'rtl';
  /** The BCP 47 tag of the entry's language. */
  lang?: string | undefined;
  testId: string;
};
