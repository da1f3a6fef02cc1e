import { Button, Input, Textarea, cx } from '@gp/ui';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../pages/banners/image-upload-field';
import { checkUrl, storedHtml, toggleSource, toolbarItems, type SourceState, type ToolbarItemId, type UrlKind } from './rich-text-logic';
import type { RichTextEditorProps } from './rich-text-props';

/** What each toolbar control does and whether it is on where the cursor is. */
const commands: Record<Exclude<ToolbarItemId, 'link' | 'image' | 'source'>, { run: (e: Editor) => void; active?: (e: Editor) => boolean }> = {
  heading2: { run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  heading3: { run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  bold: { run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  italic: { run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  underline: { run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  strike: { run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  bulletList: { run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  orderedList: { run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  undo: { run: (e) => e.chain().focus().undo().run() },
  redo: { run: (e) => e.chain().focus().redo().run() },
};

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={path} />
  </svg>
);

/** Glyphs on the buttons (no emoji: not every system has the font); each button's accessible name is its translated label. */
const glyphs: Record<ToolbarItemId, ReactNode> = {
  heading2: 'H2',
  heading3: 'H3',
  bold: 'B',
  italic: 'I',
  underline: 'U',
  strike: 'S',
  bulletList: '•≡',
  orderedList: '1.',
  link: icon('M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7'),
  image: icon('M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01'),
  undo: '↶',
  redo: '↷',
  source: '</>',
};
const glyphClass: Partial<Record<ToolbarItemId, string>> = { bold: 'font-bold', italic: 'italic', underline: 'underline', strike: 'line-through' };

/** The document's look inside the editable: the site's tokens, lists and headings restored after the CSS reset. */
const documentClass =
  'min-h-40 px-3 py-2 text-fg focus:outline-none [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-3 ' +
  '[&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_p]:my-1';

type Prompt = { kind: UrlKind; value: string; error?: string | undefined };

/**
 * A WYSIWYG editor (TipTap) for staff-written HTML: headings, emphasis, lists, links, images, undo
 * and an HTML source view. What it hands back is what the server stores after cleaning it (links
 * and images only on the schemes the server keeps). Loaded on demand: see lazy-rich-text-editor.tsx.
 */
export const RichTextEditor = ({ value, onChange, label, hint, error, dir, lang, testId }: RichTextEditorProps) => {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const promptId = useId();
  const emitted = useRef(value);
  const [source, setSource] = useState<SourceState>({ mode: 'rich' });
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  const attributes = {
    class: documentClass,
    dir,
    ...(lang ? { lang } : {}),
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(hint ? { 'aria-describedby': hintId } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    'data-testid': testId,
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
        isAllowedUri: (url) => checkUrl(url, 'link').ok,
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: { attributes },
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: e }) => {
      const html = storedHtml(e.getHTML(), e.isEmpty);
      emitted.current = html;
      onChange(html);
    },
  });

  // The language (so the direction) may change while the form is open.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, dir, lang, error, hint]);

  // A value set from outside (a form reset) replaces the document; the editor's own echo does not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const current = () => storedHtml(editor.getHTML(), editor.isEmpty);

  const onSourceToggle = () => {
    const next = toggleSource(source, current());
    setSource(next.state);
    setPrompt(null);
    if (next.load !== undefined) editor.commands.setContent(next.load, { emitUpdate: true });
  };

  const openPrompt = (kind: UrlKind) => {
    const href = kind === 'link' ? (editor.getAttributes('link').href as string | undefined) : undefined;
    setPrompt(prompt?.kind === kind ? null : { kind, value: href ?? '' });
  };

  const applyPrompt = () => {
    if (!prompt) return;
    const checked = checkUrl(prompt.value, prompt.kind);
    if (!checked.ok) return setPrompt({ ...prompt, error: t(`richText.url.${checked.reason}`) });
    if (prompt.kind === 'link') editor.chain().focus().extendMarkRange('link').setLink({ href: checked.url }).run();
    else editor.chain().focus().setImage({ src: checked.url }).run();
    setPrompt(null);
  };

  const onPromptKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the address rather than submitting the entry's form; Escape closes the prompt.
    if (e.key === 'Enter') {
      e.preventDefault();
      applyPrompt();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setPrompt(null);
      editor.commands.focus();
    }
  };

  // Arrow keys, Home and End move between the toolbar's buttons; the visual order follows the page's direction.
  const onToolbarKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : step === undefined ? undefined : (at + step + buttons.length) % buttons.length;
    if (to === undefined) return;
    e.preventDefault();
    buttons[to]?.focus();
  };

  const inSource = source.mode === 'source';
  const pressed = (id: ToolbarItemId): boolean | undefined => {
    if (id === 'source') return inSource;
    if (id === 'link') return editor.isActive('link');
    if (id === 'image' || id === 'undo' || id === 'redo') return undefined;
    return commands[id].active?.(editor);
  };
  const disabled = (id: ToolbarItemId) => {
    if (id === 'source') return false;
    if (inSource) return true;
    if (id === 'undo') return !editor.can().undo();
    if (id === 'redo') return !editor.can().redo();
    return false;
  };
  const run = (id: ToolbarItemId) => {
    if (id === 'source') return onSourceToggle();
    if (id === 'link' || id === 'image') return openPrompt(id);
    commands[id].run(editor);
  };

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1" data-testid={`${testId}-group`}>
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
      </span>
      {hint ? (
        <span id={hintId} className="text-sm text-fg-muted">
          {hint}
        </span>
      ) : null}
      <div className={cx('overflow-hidden rounded-md border bg-surface', error ? 'border-danger' : 'border-border')}>
        <div
          role="toolbar"
          aria-label={t('richText.toolbar', { field: label })}
          onKeyDown={onToolbarKey}
          className="flex flex-wrap gap-1 border-b border-border bg-muted p-1"
        >
          {toolbarItems.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-label={t(`richText.${item.id}`)}
              title={t(`richText.${item.id}`)}
              aria-pressed={pressed(item.id)}
              aria-expanded={item.id === 'link' || item.id === 'image' ? prompt?.kind === item.id : undefined}
              aria-controls={item.id === 'link' || item.id === 'image' ? promptId : undefined}
              disabled={disabled(item.id)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(item.id)}
              data-testid={`${testId}-${item.id}`}
              className={cx(
                'inline-flex min-h-9 min-w-9 items-center justify-center rounded border border-transparent px-2 text-sm text-fg',
                'hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40',
                'aria-pressed:border-border aria-pressed:bg-surface aria-pressed:text-primary',
                'group' in item && item.group ? 'ms-2 first:ms-0' : undefined,
                glyphClass[item.id],
              )}
            >
              <span aria-hidden="true">{glyphs[item.id]}</span>
            </button>
          ))}
        </div>
        {prompt ? (
          <div id={promptId} className="flex flex-col gap-2 border-b border-border p-2" data-testid={`${testId}-prompt`}>
            <label className="flex flex-col gap-1 text-sm">
              <span>{t(`richText.url.${prompt.kind}Label`)}</span>
              <Input
                value={prompt.value}
                dir="ltr"
                inputMode="url"
                autoFocus
                aria-invalid={prompt.error ? true : undefined}
                onChange={(e) => setPrompt({ ...prompt, value: e.target.value, error: undefined })}
                onKeyDown={onPromptKey}
                data-testid={`${testId}-url`}
              />
            </label>
            {prompt.error ? (
              <p role="alert" className="text-sm text-danger" data-testid={`${testId}-url-error`}>
                {prompt.error}
              </p>
            ) : null}
            {prompt.kind === 'image' ? (
              <ImageUploadField
                label={t('richText.url.upload')}
                testId={`${testId}-upload`}
                errorTestId={`${testId}-upload-error`}
                onUploaded={(url) => {
                  editor.chain().focus().setImage({ src: url }).run();
                  setPrompt(null);
                }}
              />
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" onClick={applyPrompt} data-testid={`${testId}-url-apply`}>
                {t('richText.url.apply')}
              </Button>
              {prompt.kind === 'link' && editor.isActive('link') ? (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    setPrompt(null);
                  }}
                >
                  {t('richText.url.removeLink')}
                </Button>
              ) : null}
              <Button type="button" size="sm" variant="ghost" onClick={() => setPrompt(null)}>
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        ) : null}
        {inSource ? (
          <Textarea
            aria-label={t('richText.sourceLabel', { field: label })}
            value={source.draft}
            rows={10}
            dir="ltr"
            spellCheck={false}
            className="rounded-none border-0 font-mono text-sm"
            onChange={(e) => {
              setSource({ mode: 'source', draft: e.target.value });
              emitted.current = e.target.value;
              onChange(e.target.value);
            }}
            data-testid={`${testId}-html`}
          />
        ) : null}
        <div hidden={inSource}>
          <EditorContent editor={editor} />
        </div>
      </div>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </div>
  );
};
