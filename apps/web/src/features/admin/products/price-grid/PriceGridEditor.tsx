// The admin's price grid editor: unit, tiers and minimum order beside a sheet
// of lengths × textures for one grade and tier at a time. The sheet works like
// a spreadsheet: arrow keys and Enter move, a block copied from a spreadsheet
// pastes from the focused cell (or, copied with its labels, where they say),
// Ctrl+D fills a price down its column. Wrong
// prices are marked on their cell, with the server's messages too.
import { useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { GRID_MAX_LENGTH, GRID_MIN_LENGTH, MAX_PRICE_TIERS, PRICE_UNITS, QUANTITY_UNITS, TIER_PRICING_MODES, isLabelledBlock, parseClipboardBlock, quantityNoun, type PriceUnit, type QuantityUnit, type TierPricingMode } from '@hair/domain';
import {
  addTier,
  cellErrorKey,
  cellKeyOf,
  draftOf,
  duplicateName,
  fillDown,
  newOptionId,
  pasteBlock,
  pasteLabelledBlock,
  priceTextError,
  pricesPerCell,
  setCellText,
  type GridDraft,
  type GridEditorState,
  type NamedOption,
} from './grid-editor-state';
import { GRID_EDITOR_TEXTS as T } from './texts';

export interface PriceGridEditorProps {
  initial: GridEditorState;
  saving: boolean;
  /** Server messages of the last save: by cell (`key#tier`) and by field. */
  serverErrors: { cellErrors: Record<string, string>; fieldErrors: Record<string, string> };
  onSave: (draft: GridDraft) => void;
}

const tierLabel = (state: GridEditorState, i: number): string => {
  const noun = quantityNoun(state.unit, state.quantityUnit);
  const min = state.tiers[i]?.min ?? '';
  const next = state.tiers[i + 1]?.min;
  return next ? `${min}–${Number(next) - 1} ${noun}` : `${min}+ ${noun}`;
};

export function PriceGridEditor({ initial, saving, serverErrors, onSave }: PriceGridEditorProps) {
  const [state, setState] = useState(initial);
  const [gradeIndex, setGradeIndex] = useState(0);
  const [tier, setTier] = useState(0);
  const [notice, setNotice] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const update = (patch: Partial<GridEditorState>) => setState((s) => ({ ...s, ...patch }));

  const grade = state.grades[Math.min(gradeIndex, state.grades.length - 1)];
  const perCell = pricesPerCell(state);
  const sheetTier = Math.min(tier, perCell - 1);
  const draft = useMemo(() => draftOf(state), [state]);
  // Messages shown on cells: what the browser already knows is wrong, then what the server said.
  const cellErrors = { ...(submitted ? draft.cellErrors : {}), ...serverErrors.cellErrors };
  const fieldError = (field: string) => serverErrors.fieldErrors[field];

  const focusCell = (row: number, col: number) => {
    const el = inputs.current.get(`${row}:${col}`);
    if (el) {
      el.focus();
      el.select();
    }
  };

  const onCellKeyDown = (e: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const el = e.currentTarget;
    const atStart = el.selectionStart === 0 && el.selectionEnd === 0;
    const atEnd = el.selectionStart === el.value.length;
    if ((e.ctrlKey || e.metaKey) && (e.key === 'd' || e.key === 'D')) {
      e.preventDefault();
      if (grade) update({ values: fillDown(state, { row, col, gradeId: grade.id, tier: sheetTier }) });
      return;
    }
    const moves: Record<string, [number, number] | undefined> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      Enter: [e.shiftKey ? -1 : 1, 0],
      ArrowLeft: atStart ? [0, -1] : undefined,
      ArrowRight: atEnd ? [0, 1] : undefined,
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    focusCell(row + move[0], col + move[1]);
  };

  const onCellPaste = (e: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
    const text = e.clipboardData.getData('text/plain');
    // A single value pastes as usual; a block spreads over the sheet.
    if (!grade || !/[\t\n]/.test(text.replace(/\n+$/, ''))) return;
    e.preventDefault();
    const block = parseClipboardBlock(text);
    // A block with its labels goes where they say; a block of prices alone from the focused cell.
    const pasted = isLabelledBlock(block)
      ? pasteLabelledBlock(state, { col, gradeId: grade.id, tier: sheetTier }, block)
      : pasteBlock(state, { row, col, gradeId: grade.id, tier: sheetTier }, block);
    if ('refused' in pasted) {
      setNotice(pasted.refused);
      return;
    }
    update({ values: pasted.values });
    setNotice(T.pasted(pasted.written));
  };

  const save = () => {
    setSubmitted(true);
    if (Object.keys(draft.cellErrors).length > 0) return;
    onSave(draft);
  };

  const errorList = Object.entries(cellErrors)
    .map(([key, message]) => ({ key, message, label: describeCell(state, key) }))
    .filter((e) => e.label !== null);

  return (
    <Box data-testid="price-grid-editor">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            <TextField select label={T.unit} value={state.unit} onChange={(e) => update({ unit: e.target.value as PriceUnit })} error={!!fieldError('unit')} helperText={fieldError('unit')}>
              {PRICE_UNITS.map((u) => (
                <MenuItem key={u} value={u}>
                  {T.units[u]}
                </MenuItem>
              ))}
            </TextField>
            {state.unit === 'bundle' && (
              <TextField
                label={T.bundleGrams}
                value={state.bundleGrams}
                onChange={(e) => update({ bundleGrams: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={!!fieldError('bundle_grams')}
                helperText={fieldError('bundle_grams')}
              />
            )}
            <TextField select label={T.quantityUnit} value={state.quantityUnit} onChange={(e) => update({ quantityUnit: e.target.value as QuantityUnit })}>
              {QUANTITY_UNITS.map((u) => (
                <MenuItem key={u} value={u}>
                  {T.quantityUnits[u]}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={T.tierPricing} value={state.tierPricing} onChange={(e) => update({ tierPricing: e.target.value as TierPricingMode })}>
              {TIER_PRICING_MODES.map((m) => (
                <MenuItem key={m} value={m}>
                  {T.tierModes[m]}
                </MenuItem>
              ))}
            </TextField>
            {state.tiers.map((t, i) => (
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={`${T.tier(i + 1)}: ${T.tierFrom}`}
                  value={t.min}
                  disabled={i === 0}
                  onChange={(e) => update({ tiers: state.tiers.map((x, j) => (j === i ? { ...x, min: e.target.value } : x)) })}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  error={!!fieldError(`tiers.${i}.min_quantity`)}
                  helperText={fieldError(`tiers.${i}.min_quantity`)}
                  sx={{ flex: 1 }}
                />
                {state.tierPricing === 'discount' && (
                  <TextField
                    label={T.tierDiscount}
                    value={t.discount}
                    onChange={(e) => update({ tiers: state.tiers.map((x, j) => (j === i ? { ...x, discount: e.target.value } : x)) })}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    error={!!fieldError(`tiers.${i}.discount_percent`)}
                    helperText={fieldError(`tiers.${i}.discount_percent`)}
                    sx={{ width: 110 }}
                  />
                )}
                {i > 0 && (
                  <IconButton aria-label={T.removeTier(i + 1)} onClick={() => update({ tiers: state.tiers.filter((_, j) => j !== i) })} sx={{ mt: 1 }}>
                    <DeleteOutline />
                  </IconButton>
                )}
              </Stack>
            ))}
            {fieldError('tiers') && <Alert severity="error">{fieldError('tiers')}</Alert>}
            <Box>
              <Button onClick={() => update({ tiers: addTier(state.tiers) })} disabled={state.tiers.length >= MAX_PRICE_TIERS}>
                {T.addTier}
              </Button>
            </Box>
            <Stack direction="row" spacing={1}>
              <TextField label={T.moq} value={state.moq} onChange={(e) => update({ moq: e.target.value })} helperText={fieldError('moq') ?? T.optional} error={!!fieldError('moq')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
              <TextField label={T.lineMoq} value={state.lineMoq} onChange={(e) => update({ lineMoq: e.target.value })} helperText={fieldError('line_moq') ?? T.optional} error={!!fieldError('line_moq')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            </Stack>
            <OptionList
              title={T.textures}
              addLabel={T.addTexture}
              newLabel={T.newTexture}
              options={state.textures}
              onChange={(textures) => update({ textures })}
              error={fieldError('textures')}
            />
            <OptionList
              title={T.grades}
              addLabel={T.addGrade}
              newLabel={T.newGrade}
              options={state.grades}
              onChange={(grades) => {
                update({ grades });
                setGradeIndex(0);
              }}
              error={fieldError('grades')}
            />
            <LengthList lengths={state.lengths} onChange={(lengths) => update({ lengths })} />
          </Stack>
        </Grid>

        <Grid size={{ xs: 12, lg: 8 }}>
          {grade && (
            <Tabs value={Math.min(gradeIndex, state.grades.length - 1)} onChange={(_, v: number) => setGradeIndex(v)} variant="scrollable" aria-label={T.sheetGrade}>
              {state.grades.map((g) => (
                <Tab key={g.id} label={g.name} />
              ))}
            </Tabs>
          )}
          {perCell > 1 ? (
            <ToggleButtonGroup exclusive size="small" value={sheetTier} onChange={(_, v: number | null) => v !== null && setTier(v)} aria-label={T.sheetTier} sx={{ my: 1.5, flexWrap: 'wrap' }}>
              {state.tiers.map((_, i) => (
                <ToggleButton key={i} value={i}>
                  {T.tier(i + 1)} · {tierLabel(state, i)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : (
            <Typography variant="body2" sx={{ my: 1.5, fontWeight: 600 }}>
              {state.tierPricing === 'discount' ? T.basePrice : T.tier(1)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {T.help}
          </Typography>
          {grade && (
            <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Box component="table" data-testid="grid-editor-sheet" sx={{ borderCollapse: 'collapse', '& td, & th': { borderBottom: 1, borderColor: 'divider', p: 0.5 } }}>
                <thead>
                  <tr>
                    <Box component="th" scope="col" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, textAlign: 'left', px: 1 }}>
                      {T.lengthColumn}
                    </Box>
                    {state.textures.map((t) => (
                      <Box component="th" key={t.id} scope="col" sx={{ whiteSpace: 'nowrap', fontSize: '0.85rem', px: 1 }}>
                        {t.name}
                      </Box>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {state.lengths.map((length, row) => (
                    <tr key={length}>
                      <Box component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1, px: 1, fontWeight: 600 }}>
                        {length}&quot;
                      </Box>
                      {state.textures.map((texture, col) => {
                        const key = cellKeyOf(length, texture.id, grade.id);
                        const text = state.values[key]?.[sheetTier] ?? '';
                        const error = cellErrors[cellErrorKey(key, sheetTier)] ?? priceTextError(text);
                        return (
                          <td key={texture.id}>
                            <Box
                              component="input"
                              ref={(el: HTMLInputElement | null) => {
                                if (el) inputs.current.set(`${row}:${col}`, el);
                                else inputs.current.delete(`${row}:${col}`);
                              }}
                              value={text}
                              inputMode="decimal"
                              aria-label={T.cellLabel(length, texture.name, grade.name, perCell > 1 ? T.tier(sheetTier + 1) : T.basePrice)}
                              aria-invalid={error ? true : undefined}
                              title={error ?? undefined}
                              data-cell={`${row}:${col}`}
                              onChange={(e: React.ChangeEvent<HTMLInputElement>) => update({ values: setCellText(state.values, key, sheetTier, e.target.value) })}
                              onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => onCellKeyDown(e, row, col)}
                              onPaste={(e: ClipboardEvent<HTMLInputElement>) => onCellPaste(e, row, col)}
                              sx={{
                                width: 84,
                                height: 36,
                                px: 1,
                                font: 'inherit',
                                textAlign: 'right',
                                border: 1,
                                borderColor: error ? 'error.main' : 'divider',
                                borderRadius: 0.5,
                                bgcolor: error ? 'rgba(211, 47, 47, 0.06)' : 'background.paper',
                                outline: 'none',
                                '&:focus': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 2 },
                              }}
                            />
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
          )}
          <Box role="status" aria-live="polite" sx={{ minHeight: 24, mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {notice || T.offered(draft.cellKeys.length)}
            </Typography>
          </Box>
          {errorList.length > 0 && (
            <Alert severity="error" sx={{ mt: 1 }} data-testid="grid-editor-errors">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {T.errorsTitle}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {errorList.slice(0, 20).map((e) => (
                  <li key={e.key}>
                    {e.label}: {e.message}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          {Object.entries(serverErrors.fieldErrors)
            .filter(([field]) => !/^(unit|bundle_grams|tiers|moq|line_moq|textures|grades)(\.|$)/.test(field))
            .map(([field, message]) => (
              <Alert key={field} severity="error" sx={{ mt: 1 }}>
                {field}: {message}
              </Alert>
            ))}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" onClick={save} disabled={saving}>
              {saving ? T.saving : T.save}
            </Button>
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
}

/** '22" Body Wave, Double Drawn, Tier 2' of an error key, or null when the cell is gone. */
function describeCell(state: GridEditorState, errorKey: string): string | null {
  const [key, tierText] = errorKey.split('#');
  const [lengthText, textureId, gradeId] = (key ?? '').split('|');
  const texture = state.textures.find((t) => t.id === textureId);
  const grade = state.grades.find((g) => g.id === gradeId);
  const length = Number(lengthText);
  if (!texture || !grade || !state.lengths.includes(length)) return null;
  const tier = Number(tierText);
  return T.cellLabel(length, texture.name, grade.name, pricesPerCell(state) > 1 ? T.tier(tier + 1) : T.basePrice);
}

function OptionList({
  title,
  addLabel,
  newLabel,
  options,
  onChange,
  error,
}: {
  title: string;
  addLabel: string;
  newLabel: string;
  options: NamedOption[];
  onChange: (options: NamedOption[]) => void;
  error?: string;
}) {
  const [name, setName] = useState('');
  const duplicate = name.trim() !== '' && duplicateName(options, name);
  const add = () => {
    if (name.trim() === '' || duplicate) return;
    onChange([...options, { id: newOptionId(), name: name.trim() }]);
    setName('');
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {options.map((o) => (
          <Chip key={o.id} label={o.name} onDelete={options.length > 1 ? () => onChange(options.filter((x) => x.id !== o.id)) : undefined} />
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={newLabel}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={duplicate || !!error}
          helperText={duplicate ? T.duplicate : error}
        />
        <Button onClick={add} disabled={name.trim() === '' || duplicate}>
          {addLabel}
        </Button>
      </Stack>
    </Box>
  );
}

function LengthList({ lengths, onChange }: { lengths: number[]; onChange: (lengths: number[]) => void }) {
  const [text, setText] = useState('');
  const n = Number(text);
  const valid = Number.isInteger(n) && n >= GRID_MIN_LENGTH && n <= GRID_MAX_LENGTH && !lengths.includes(n);
  const add = () => {
    if (!valid) return;
    onChange([...lengths, n].sort((a, b) => a - b));
    setText('');
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {T.lengths}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {lengths.map((l) => (
          <Chip key={l} label={`${l}"`} onDelete={lengths.length > 1 ? () => onChange(lengths.filter((x) => x !== l)) : undefined} />
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={T.newLength}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={text !== '' && !valid}
          helperText={text !== '' && !valid ? T.badLength : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button onClick={add} disabled={!valid}>
          {T.addLength}
        </Button>
      </Stack>
    </Box>
  );
}
