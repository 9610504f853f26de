// The admin's rich-text editor (TipTap): a toolbar of the tools a screen asks for
// over an editing area that reads and writes HTML. StarterKit brings the headings,
// lists, quote, link and undo history; the toolbar only drives them.
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CodeIcon from '@mui/icons-material/Code';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import NotesIcon from '@mui/icons-material/Notes';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { ADMIN_TEXTS, IMAGE_USES, MESSAGES } from '@hair/domain';
import { readCspNonce } from '@hair/ui';
import { errorMessage } from '../../../lib/api-errors';
import { enqueueSnackbar } from '../../../lib/toast';
import { EDITOR_TEXTS } from './editor-texts';
import { ImageAltDialog } from './ImageAltDialog';
import { ImageSizePanel } from './ImageSizePanel';
import { LinkDialog } from './LinkDialog';
import { selectImageBySource, selectedImage, type SelectedImage } from './selected-image';
import { moveToolbarFocus } from './toolbar-keys';

/** Toolbar groups an editor can offer. */
export type EditorTool =
  | 'history'
  | 'paragraph'
  | 'headings'
  | 'bold'
  | 'italic'
  | 'link'
  | 'lists'
  | 'blockquote'
  | 'align'
  | 'image'
  | 'imageSize'
  | 'source';

/** The writing tools every text gets: undo/redo, paragraph, H2/H3, bold, italic, link, lists and quote. */
export const DEFAULT_EDITOR_TOOLS: readonly EditorTool[] = ['history', 'paragraph', 'headings', 'bold', 'italic', 'link', 'lists', 'blockquote'];

export interface RichTextEditorProps {
  /** The accessible name of the editing area, e.g. 'Description'. */
  label: string;
  /** HTML. */
  value: string;
  onChange(html: string): void;
  /** Default: the writing tools (DEFAULT_EDITOR_TOOLS). */
  tools?: readonly EditorTool[];
  /** Needed by the 'image' tool: stores the file and resolves to its URL. */
  uploadImage?(file: File): Promise<string>;
  minHeight?: number;
  /** Hides the visible label when the screen already shows one (the editing area keeps it as its name). */
  hideLabel?: boolean;
  disabled?: boolean;
}

const ALIGNMENTS = ['left', 'center', 'right'] as const;
type Alignment = (typeof ALIGNMENTS)[number];
const ALIGN_TOOLS: Record<Alignment, { label: string; icon: ReactNode }> = {
  left: { label: EDITOR_TEXTS.alignLeft, icon: <FormatAlignLeftIcon fontSize="small" /> },
  center: { label: EDITOR_TEXTS.alignCenter, icon: <FormatAlignCenterIcon fontSize="small" /> },
  right: { label: EDITOR_TEXTS.alignRight, icon: <FormatAlignRightIcon fontSize="small" /> },
};

type DialogRequest = { kind: 'link' } | { kind: 'alt'; image: SelectedImage };

/**
 * An empty document is '' rather than '<p></p>', so "nothing typed" stays falsy. The
 * empty paragraphs at the end (the one kept after a final list, quote or image so the
 * caret can go there) are not part of the text.
 */
function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

/** A text glyph in place of an icon: 'H2', 'ALT'. */
function TextIcon({ text }: { text: string }) {
  return (
    <Box component="span" aria-hidden="true" sx={{ fontWeight: 700, fontSize: 13, lineHeight: '20px', minWidth: 20 }}>
      {text}
    </Box>
  );
}

// A press on a tool keeps the caret in the text: the button would otherwise take the focus
// until the command hands it back a frame later, and keys typed meanwhile would press it.
const keepTextFocus = (event: MouseEvent) => event.preventDefault();

interface ToolProps {
  name: string;
  icon: ReactNode;
  onClick(): void;
  disabled: boolean;
  /** The tool opens a dialog (link, alt text). */
  opensDialog?: boolean;
}

/** A tool that does something once: undo, insert an image. */
function ToolAction({ name, icon, onClick, disabled, opensDialog = false }: ToolProps) {
  return (
    <Tooltip title={name}>
      <span>
        <IconButton aria-label={name} aria-haspopup={opensDialog ? 'dialog' : undefined} size="small" disabled={disabled} onMouseDown={keepTextFocus} onClick={onClick} sx={{ borderRadius: 1 }}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A tool that is on or off where the caret is (aria-pressed): bold, a heading, a list. */
function ToolToggle({ name, icon, onClick, disabled, opensDialog = false, pressed }: ToolProps & { pressed: boolean }) {
  return (
    <Tooltip title={name}>
      <span>
        <ToggleButton
          value={name}
          aria-label={name}
          aria-haspopup={opensDialog ? 'dialog' : undefined}
          selected={pressed}
          onChange={onClick}
          onMouseDown={keepTextFocus}
          disabled={disabled}
          size="small"
          sx={{ border: 0, borderRadius: 1 }}
        >
          {icon}
        </ToggleButton>
      </span>
    </Tooltip>
  );
}

export function RichTextEditor({
  label,
  value,
  onChange,
  tools = DEFAULT_EDITOR_TOOLS,
  uploadImage,
  minHeight = 160,
  hideLabel = false,
  disabled = false,
}: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  // The HTML this editor last reported, to tell our own echo from a new value.
  const lastEmitted = useRef(value);
  const [showSource, setShowSource] = useState(false);
  const [uploading, setUploading] = useState(false);
  // The open dialog stays mounted while it closes; `serial` mounts it anew (fresh fields) at each opening.
  const [dialog, setDialog] = useState<(DialogRequest & { serial: number }) | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const has = (tool: EditorTool) => tools.includes(tool);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // Links come from the link dialog (or a pasted URL) and open a new tab only when
        // the admin asks; without autolink, text typed after a link is not part of it.
        link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } },
      }),
      // Always on, so stored images and their sizes survive even without the image tools.
      Image.configure({ allowBase64: true }),
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] }),
    ],
    content: value,
    injectNonce: readCspNonce(),
    editable: !disabled,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
  });

  useEffect(() => {
    const report = () => {
      const html = editorHtml(editor);
      lastEmitted.current = html;
      onChange(html);
    };
    editor.on('update', report);
    return () => {
      editor.off('update', report);
    };
  }, [editor, onChange]);

  // A value from outside (loaded later, reset, typed in the source view) replaces the content.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    if (editorHtml(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      align: ALIGNMENTS.find((a) => e.isActive({ textAlign: a })) ?? null,
      image: selectedImage(e),
    }),
  });

  // A closed dialog gives the caret back to the text; after the commit, once its focus trap is off.
  useEffect(() => {
    if (dialog && !dialogOpen) editor.commands.focus();
  }, [editor, dialog, dialogOpen]);

  const openDialog = (request: DialogRequest) => {
    setDialog((current) => ({ ...request, serial: (current?.serial ?? 0) + 1 }));
    setDialogOpen(true);
  };

  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !uploadImage) return;
    if (!file.type.startsWith('image/')) {
      enqueueSnackbar(MESSAGES.invalidImageFile, { variant: 'error' });
      return;
    }
    if (file.size > IMAGE_USES.editor.maxBytes) {
      enqueueSnackbar(MESSAGES.fileTooLarge, { variant: 'error' });
      return;
    }
    setUploading(true);
    try {
      const src = await uploadImage(file);
      // No alt from the file name ('IMG_2041' says nothing): the alt dialog asks for one right away.
      // Not focused first: the dialog takes the focus, and returns it to the text when it closes.
      editor.chain().setImage({ src, alt: '' }).run();
      const image = selectImageBySource(editor, src) ? selectedImage(editor) : null;
      if (image) openDialog({ kind: 'alt', image });
      else editor.commands.focus();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, ADMIN_TEXTS.uploadImageFailed), { variant: 'error' });
    } finally {
      setUploading(false);
    }
  };

  const locked = disabled || showSource;
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => command(editor.chain().focus()).run();
  // Each inner list is one group of the toolbar, set apart by a divider.
  const groups: ReactNode[][] = [
    has('history')
      ? [
          <ToolAction key={EDITOR_TEXTS.undo} name={EDITOR_TEXTS.undo} icon={<UndoIcon fontSize="small" />} onClick={run((c) => c.undo())} disabled={locked || !state.canUndo} />,
          <ToolAction key={EDITOR_TEXTS.redo} name={EDITOR_TEXTS.redo} icon={<RedoIcon fontSize="small" />} onClick={run((c) => c.redo())} disabled={locked || !state.canRedo} />,
        ]
      : [],
    [
      has('paragraph') && <ToolToggle key={EDITOR_TEXTS.paragraph} name={EDITOR_TEXTS.paragraph} pressed={state.paragraph} icon={<NotesIcon fontSize="small" />} onClick={run((c) => c.setParagraph())} disabled={locked} />,
      has('headings') && <ToolToggle key={EDITOR_TEXTS.heading2} name={EDITOR_TEXTS.heading2} pressed={state.h2} icon={<TextIcon text="H2" />} onClick={run((c) => c.toggleHeading({ level: 2 }))} disabled={locked} />,
      has('headings') && <ToolToggle key={EDITOR_TEXTS.heading3} name={EDITOR_TEXTS.heading3} pressed={state.h3} icon={<TextIcon text="H3" />} onClick={run((c) => c.toggleHeading({ level: 3 }))} disabled={locked} />,
    ],
    [
      has('bold') && <ToolToggle key={EDITOR_TEXTS.bold} name={EDITOR_TEXTS.bold} pressed={state.bold} icon={<FormatBoldIcon fontSize="small" />} onClick={run((c) => c.toggleBold())} disabled={locked} />,
      has('italic') && <ToolToggle key={EDITOR_TEXTS.italic} name={EDITOR_TEXTS.italic} pressed={state.italic} icon={<FormatItalicIcon fontSize="small" />} onClick={run((c) => c.toggleItalic())} disabled={locked} />,
      has('link') && <ToolToggle key={EDITOR_TEXTS.link} name={EDITOR_TEXTS.link} pressed={state.link} icon={<InsertLinkIcon fontSize="small" />} onClick={() => openDialog({ kind: 'link' })} disabled={locked} opensDialog />,
    ],
    [
      has('lists') && <ToolToggle key={EDITOR_TEXTS.bulletList} name={EDITOR_TEXTS.bulletList} pressed={state.bulletList} icon={<FormatListBulletedIcon fontSize="small" />} onClick={run((c) => c.toggleBulletList())} disabled={locked} />,
      has('lists') && <ToolToggle key={EDITOR_TEXTS.numberedList} name={EDITOR_TEXTS.numberedList} pressed={state.orderedList} icon={<FormatListNumberedIcon fontSize="small" />} onClick={run((c) => c.toggleOrderedList())} disabled={locked} />,
      has('blockquote') && <ToolToggle key={EDITOR_TEXTS.blockquote} name={EDITOR_TEXTS.blockquote} pressed={state.blockquote} icon={<FormatQuoteIcon fontSize="small" />} onClick={run((c) => c.toggleBlockquote())} disabled={locked} />,
    ],
    has('align') ? ALIGNMENTS.map((a) => <ToolToggle key={ALIGN_TOOLS[a].label} name={ALIGN_TOOLS[a].label} pressed={state.align === a} icon={ALIGN_TOOLS[a].icon} onClick={run((c) => c.setTextAlign(a))} disabled={locked} />) : [],
    has('image') && uploadImage
      ? [
          <ToolAction key={EDITOR_TEXTS.insertImage} name={EDITOR_TEXTS.insertImage} icon={<AddPhotoAlternateIcon fontSize="small" />} onClick={() => fileInput.current?.click()} disabled={locked || uploading} />,
          <ToolAction key={EDITOR_TEXTS.imageAlt} name={EDITOR_TEXTS.imageAlt} icon={<TextIcon text="ALT" />} onClick={() => state.image && openDialog({ kind: 'alt', image: state.image })} disabled={locked || !state.image} opensDialog />,
          <input key="file" ref={fileInput} type="file" accept="image/*" hidden tabIndex={-1} aria-hidden="true" onChange={insertImage} />,
        ]
      : [],
  ]
    .map((group) => group.filter(Boolean))
    .filter((group) => group.length > 0);

  const closeDialog = () => setDialogOpen(false);

  return (
    <Box>
      <Typography component="span" variant="subtitle2" sx={hideLabel ? visuallyHidden : { display: 'block', mb: 0.75 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          overflow: 'hidden',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` },
        }}
      >
        <Stack
          role="toolbar"
          aria-label={EDITOR_TEXTS.toolbar(label)}
          onKeyDown={(event: KeyboardEvent<HTMLElement>) => moveToolbarFocus(event)}
          direction="row"
          sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
        >
          {groups.map((group, i) => (
            <Stack key={i} direction="row" sx={{ alignItems: 'center', gap: 0.25 }}>
              {i > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
              {group}
            </Stack>
          ))}
          {has('source') && (
            <>
              <Box sx={{ flex: 1 }} />
              <ToolToggle name={EDITOR_TEXTS.htmlSource} pressed={showSource} icon={<CodeIcon fontSize="small" />} onClick={() => setShowSource((s) => !s)} disabled={disabled} />
            </>
          )}
        </Stack>
        {uploading && <LinearProgress aria-label={EDITOR_TEXTS.uploadingImage} />}
        <Box
          sx={{
            display: showSource ? 'none' : 'block',
            '& .ProseMirror': {
              minHeight,
              px: 2,
              py: 1.5,
              outline: 'none',
              lineHeight: 1.65,
              '& > :first-of-type': { mt: 0 },
              '& p': { my: 1 },
              '& h2, & h3': { lineHeight: 1.3, mt: 2, mb: 1 },
              '& h2': { fontSize: '1.4rem' },
              '& h3': { fontSize: '1.15rem' },
              '& ul, & ol': { pl: 3, my: 1 },
              '& li > p': { my: 0.25 },
              '& blockquote': { borderLeft: 3, borderColor: 'secondary.main', mx: 0, my: 1.5, pl: 2, color: 'text.secondary', fontStyle: 'italic' },
              '& a': { color: 'secondary.dark' },
              '& img': { maxWidth: '100%', display: 'block', my: 1 },
              '& img:not([height])': { height: 'auto' },
              '& img.ProseMirror-selectednode': { outline: (t) => `3px solid ${t.palette.secondary.main}`, outlineOffset: 2 },
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
        {showSource && (
          <TextField
            label={EDITOR_TEXTS.source(label)}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            multiline
            fullWidth
            minRows={Math.max(4, Math.round(minHeight / 24))}
            disabled={disabled}
            variant="filled"
            slotProps={{ input: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
        )}
        {has('imageSize') && <ImageSizePanel editor={editor} image={state.image} label={label} disabled={locked} />}
      </Box>
      {dialog?.kind === 'link' && <LinkDialog key={dialog.serial} open={dialogOpen} editor={editor} onClose={closeDialog} />}
      {dialog?.kind === 'alt' && <ImageAltDialog key={dialog.serial} open={dialogOpen} editor={editor} image={dialog.image} onClose={closeDialog} />}
    </Box>
  );
}

// Plain CSS lengths: in sx a bare 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
