// The bench's table: one block per page and viewport, chunks largest first.

export const kb = (bytes) => (bytes / 1024).toFixed(1);

const sum = (assets, key) => assets.reduce((total, a) => total + a[key], 0);

/**
 * @param {{ route: { name: string, path: string }, viewport: { name: string }, assets: import('./visit.mjs').Asset[], admin: string[] }} r
 */
export function formatRoute({ route, viewport, assets, admin }) {
  const lines = [];
  const js = assets.filter((a) => a.kind === 'js');
  const css = assets.filter((a) => a.kind === 'css');
  const totals = (list) =>
    `${String(list.length).padStart(3)} files  ${kb(sum(list, 'sentBytes')).padStart(7)} KB sent  ${kb(sum(list, 'gzipBytes')).padStart(7)} KB gzip  ${kb(sum(list, 'rawBytes')).padStart(8)} KB raw`;
  lines.push('', `== ${route.name} ${route.path}  (${viewport.name})`);
  lines.push(`   JS  ${totals(js)}`);
  lines.push(`   CSS ${totals(css)}`);
  lines.push(`   ${'chunk'.padEnd(52)}${'sent KB'.padStart(9)}${'gzip KB'.padStart(9)}${'raw KB'.padStart(10)}`);
  for (const a of [...js, ...css].sort((x, y) => y.sentBytes - x.sentBytes)) {
    lines.push(`   ${a.file.replace(/^\/assets\//, '').padEnd(52)}${kb(a.sentBytes).padStart(9)}${kb(a.gzipBytes).padStart(9)}${kb(a.rawBytes).padStart(10)}`);
  }
  lines.push(admin.length > 0 ? `   ADMIN CODE: ${admin.join('; ')}` : '   admin code: none');
  return lines.join('\n');
}
