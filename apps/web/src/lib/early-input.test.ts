import { describe, expect, it } from 'vitest';
import { EARLY_ACTIONS, replayEarlyInput, takeEarlyActions, takeTypedFields } from './early-input';

function page(html: string) {
  document.body.innerHTML = html;
  return (id: string) => document.getElementById(id)!;
}

describe('early input', () => {
  it('hands over the kept taps and keys once, and stops keeping them', () => {
    page('<button id="menu">Menu</button>');
    const menu = document.getElementById('menu')!;
    const record = { actions: [{ target: menu }, { target: menu, key: 'ArrowDown' }], done: false };
    (window as unknown as Record<string, unknown>)[EARLY_ACTIONS] = record;
    expect(takeEarlyActions()).toEqual([{ target: menu }, { target: menu, key: 'ArrowDown' }]);
    expect(record.done).toBe(true);
    expect(takeEarlyActions()).toEqual([]);
  });

  it('keeps the text typed into fields and the options chosen, not what the server put there', () => {
    const byId = page(
      '<input id="email" value=""><input id="q" value="wave"><textarea id="note"></textarea><input id="kept" value="as rendered"><input id="box" type="checkbox">'
        + '<select id="sort"><option value="a" selected>A</option><option value="b">B</option></select><select id="same"><option value="x">X</option></select>',
    );
    (byId('sort') as HTMLSelectElement).value = 'b';
    (byId('email') as HTMLInputElement).value = 'buyer@salon.test';
    (byId('q') as HTMLInputElement).value = 'body wave';
    (byId('note') as HTMLTextAreaElement).value = '10 kg';
    (byId('box') as HTMLInputElement).checked = true;
    expect(takeTypedFields().map(([field, text]) => [field.id, text])).toEqual([
      ['email', 'buyer@salon.test'],
      ['q', 'body wave'],
      ['note', '10 kg'],
      ['sort', 'b'],
    ]);
  });

  it('gives the fields their text back as typed input, then replays the taps and keys in order', async () => {
    const byId = page('<input id="email" value=""><button id="menu">Menu</button><button id="send">Send</button><button id="gone">Gone</button>');
    const events: string[] = [];
    const email = byId('email') as HTMLInputElement;
    email.addEventListener('input', () => events.push(`input ${email.value}`));
    byId('menu').addEventListener('keydown', (event) => events.push(`key ${event.key} on ${document.activeElement?.id}`));
    byId('send').addEventListener('click', () => events.push('send'));
    const gone = byId('gone');
    gone.remove();
    await replayEarlyInput({ typed: [[email, 'buyer@salon.test']], actions: [{ target: byId('menu'), key: 'ArrowDown' }, { target: byId('send') }, { target: gone }] });
    expect(events).toEqual(['input buyer@salon.test', 'key ArrowDown on menu', 'send']);
  });

  it('chooses the option again with a change event', async () => {
    const byId = page('<select id="sort"><option value="a">A</option><option value="b">B</option></select>');
    const sort = byId('sort') as HTMLSelectElement;
    const chosen: string[] = [];
    sort.addEventListener('change', () => chosen.push(sort.value));
    await replayEarlyInput({ typed: [[sort, 'b']], actions: [] });
    expect(chosen).toEqual(['b']);
  });

  it('gives nothing on a page without the first script (the dev server)', () => {
    delete (window as unknown as Record<string, unknown>)[EARLY_ACTIONS];
    page('<input value="">');
    expect(takeEarlyActions()).toEqual([]);
    expect(takeTypedFields()).toEqual([]);
  });
});
