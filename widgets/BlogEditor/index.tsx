import { useEffect, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';

type Labels = {
  bold: string;
  italic: string;
  link: string;
  linkPrompt: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  heading2: string;
  heading3: string;
  picture: string;
  pictures: string;
  noPictures: string;
  toolbar: string;
  close: string;
};
type Picture = { id: number; src: string; caption: string };
type Props = { name: string; id: string; value: string; labels: Labels; invalid?: boolean; pictures?: Picture[] };

/**
 * The blog entry's body field (issue 22 item 3). Rendered on the server (and before hydration) as the plain
 * textarea the form posts without JavaScript; once mounted it becomes a Tiptap editor with a toolbar of 44 px
 * buttons, writing its HTML into a hidden field of the same name, so the same form post saves it. The server
 * sanitises whatever arrives (blogs/entries/sanitize.ts): the editor's allow-list is only a convenience.
 */
export default function BlogEditor({ name, id, value, labels, invalid, pictures = [] }: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) {
    return <textarea id={id} name={name} rows={12} defaultValue={value} aria-describedby={`${id}-hint`} aria-invalid={invalid || undefined} />;
  }
  return <RichEditor name={name} id={id} value={value} labels={labels} invalid={invalid} pictures={pictures} />;
}

function RichEditor({ name, id, value, labels, invalid, pictures = [] }: Props) {
  const [html, setHtml] = useState(value);
  const editor = useEditor({
    immediatelyRender: false,
    // Tiptap's own <style> would break the site's style-src 'self'; its few ProseMirror rules are in app.css.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'nofollow ugc noopener', target: '_blank' } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: { attributes: { id, class: 'prose blog-editor-content', role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-hint`, ...(invalid ? { 'aria-invalid': 'true' } : {}) } },
    onUpdate: ({ editor: e }) => setHtml(e.getHTML()),
  });
  return (
    <div className="blog-editor">
      {editor && <Toolbar editor={editor} labels={labels} pictures={pictures} />}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

/** A tap on a formatting button leaves the caret and the focus in the text (keyboard users still reach the buttons by Tab). */
const keepEditorFocus = (e: { preventDefault: () => void }) => e.preventDefault();

function Toolbar({ editor, labels, pictures }: { editor: Editor; labels: Labels; pictures: Picture[] }) {
  const [choosing, setChoosing] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(labels.linkPrompt, previous);
    if (href === null) return;
    if (!href.trim() || !/^(https?:\/\/|mailto:)/i.test(href.trim())) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const buttons: { key: string; label: string; text: string; active: boolean; run: () => void }[] = [
    { key: 'bold', label: labels.bold, text: 'B', active: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: labels.italic, text: 'I', active: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'link', label: labels.link, text: labels.link, active: state.link, run: setLink },
    { key: 'h2', label: labels.heading2, text: 'H2', active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: labels.heading3, text: 'H3', active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'ul', label: labels.bulletList, text: '•', active: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'ol', label: labels.orderedList, text: '1.', active: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'quote', label: labels.quote, text: '“', active: state.quote, run: () => chain().toggleBlockquote().run() },
  ];
  // Label in Name (WCAG 2.5.3, axe label-content-name-mismatch): a button's name starts with the text it shows
  // ("H2 Heading", "1. Numbered list", Danish "B Fed"), so one can say what one sees; a symbol alone (•, “) is
  // not something to say, and a label that already starts with the text ("Bold") is left as it is.
  const nameOf = (b: { label: string; text: string }) =>
    !/[\p{L}\p{N}]/u.test(b.text) || b.label.toLocaleLowerCase().startsWith(b.text.toLocaleLowerCase()) ? b.label : `${b.text} ${b.label}`;
  const insert = (p: Picture) => {
    chain().setImage({ src: p.src, alt: p.caption }).run();
    setChoosing(false);
  };
  return (
    <>
      <div className="blog-editor-toolbar cluster" role="toolbar" aria-label={labels.toolbar}>
        {buttons.map((b) => (
          <button key={b.key} type="button" className="button button-secondary blog-editor-button" aria-label={nameOf(b)} title={b.label} aria-pressed={b.active} onMouseDown={keepEditorFocus} onClick={b.run}>
            {b.text}
          </button>
        ))}
        <button type="button" className="button button-secondary blog-editor-button" aria-label={labels.picture} title={labels.picture} aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
          {labels.picture}
        </button>
      </div>
      {choosing && (
        <div className="card stack blog-editor-pictures" role="group" aria-label={labels.pictures}>
          {pictures.length === 0 ? (
            <p className="muted">{labels.noPictures}</p>
          ) : (
            <ul className="cluster">
              {pictures.map((p) => (
                <li key={p.id}>
                  <button type="button" className="button button-ghost" onClick={() => insert(p)} aria-label={p.caption || `${labels.picture} ${p.id}`}>
                    <img src={p.src} alt="" width={88} height={88} loading="lazy" style={{ objectFit: 'cover' }} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="button button-secondary" onClick={() => setChoosing(false)}>
            {labels.close}
          </button>
        </div>
      )}
    </>
  );
}
