// The image node an editor's selection holds (clicked, or reached with the arrow keys).
import type { Editor } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';

/** The selected image: its position, size and alt text. */
export interface SelectedImage {
  pos: number;
  nodeSize: number;
  width: unknown;
  height: unknown;
  alt: string;
}

export function selectedImage(editor: Editor): SelectedImage | null {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return null;
  const { width, height, alt } = selection.node.attrs as { width?: unknown; height?: unknown; alt?: unknown };
  return { pos: selection.from, nodeSize: selection.node.nodeSize, width: width ?? null, height: height ?? null, alt: typeof alt === 'string' ? alt : '' };
}

/** Selects the last image showing `src` (a just-inserted one: stored files have unique URLs); false when there is none. */
export function selectImageBySource(editor: Editor, src: string): boolean {
  let found: number | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.src === src) found = pos;
  });
  return found !== null && editor.commands.setNodeSelection(found);
}
