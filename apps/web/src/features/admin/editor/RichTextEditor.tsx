// The admin's rich-text editor (TipTap): a toolbar of the tools a screen asks for
// over an editing area that reads and writes HTML.
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { NodeSelection } from '@tiptap/pm/state';
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
import NotesIcon from '@mui/icons-material/Notes';
import { ADMIN_TEXTS, IMAGE_USES, MESSAGES } from '@hair/domain';
import { readCspNonce } from '@hair/ui';
import { errorMessage } from '../../../lib/api-errors';
import { enqueueSnackbar } from '../../../lib/toast';
import { EDITOR_TEXTS } from './editor-texts';
import { ImageSizePanel, type SelectedImage } from './ImageSizePanel';

/** Toolbar groups an editor can offer. */
export type EditorTool = 'bold' | 'italic' | 'paragraph' | 'image' | 'align' | 'imageSize' | 'source';

export const DEFAULT_EDITOR_TOOLS: readonly EditorTool[] = ['bold', 'italic', 'paragraph'];

export interface RichTextEditorProps {
  /** The accessible name of the editing area, e.g. 'Description'. */
  label: string;
  /** HTML. */
  value: string;
  onChange(html: string): void;
  /** Default: bold, italic, paragraph. */
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

/** An empty document is '' rather than '<p></p>', so "nothing typed" stays falsy. */
function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

function selectedImage(editor: Editor): SelectedImage | null {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return null;
  const { width, height } = selection.node.attrs as { width?: unknown; height?: unknown };
  return { pos: selection.from, nodeSize: selection.node.nodeSize, width: width ?? null, height: height ?? null };
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
  const has = (tool: EditorTool) => tools.includes(tool);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false } }),
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
      align: ALIGNMENTS.find((a) => e.isActive({ textAlign: a })) ?? null,
      image: selectedImage(e),
    }),
  });

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
      editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, ADMIN_TEXTS.uploadImageFailed), { variant: 'error' });
    } finally {
      setUploading(false);
    }
  };

  const locked = disabled || showSource;
  const toggle = (name: string, selected: boolean, icon: ReactNode, run: () => void, off = locked) => (
    <Tooltip title={name} key={name}>
      <span>
        <ToggleButton value={name} aria-label={name} selected={selected} onChange={run} disabled={off} size="small" sx={{ border: 0, borderRadius: 1 }}>
          {icon}
        </ToggleButton>
      </span>
    </Tooltip>
  );

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
          direction="row"
          sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
        >
          {has('bold') && toggle(EDITOR_TEXTS.bold, state.bold, <FormatBoldIcon fontSize="small" />, () => editor.chain().focus().toggleBold().run())}
          {has('italic') && toggle(EDITOR_TEXTS.italic, state.italic, <FormatItalicIcon fontSize="small" />, () => editor.chain().focus().toggleItalic().run())}
          {has('paragraph') && toggle(EDITOR_TEXTS.paragraph, state.paragraph, <NotesIcon fontSize="small" />, () => editor.chain().focus().setParagraph().run())}
          {has('align') && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
          {has('align') &&
            ALIGNMENTS.map((a) =>
              toggle(ALIGN_TOOLS[a].label, state.align === a, ALIGN_TOOLS[a].icon, () => editor.chain().focus().setTextAlign(a).run()),
            )}
          {has('image') && uploadImage && (
            <>
              <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
              <Tooltip title={EDITOR_TEXTS.insertImage}>
                <span>
                  <IconButton aria-label={EDITOR_TEXTS.insertImage} size="small" disabled={locked || uploading} onClick={() => fileInput.current?.click()}>
                    <AddPhotoAlternateIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <input ref={fileInput} type="file" accept="image/*" hidden tabIndex={-1} aria-hidden="true" onChange={insertImage} />
            </>
          )}
          {has('source') && (
            <>
              <Box sx={{ flex: 1 }} />
              {toggle(EDITOR_TEXTS.htmlSource, showSource, <CodeIcon fontSize="small" />, () => setShowSource((s) => !s), disabled)}
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
