// The buyer's pick in a product's price grid, read from the URL: always an
// offered combination (or none when the grid offers nothing), plus the tier.
import { completeSelection, type GridAxes, type GridSearch, type GridSelection, type PriceGrid } from '@hair/domain';

export interface ResolvedGridSelection {
  axes: GridAxes;
  selection: Required<GridSelection> | null;
  tierIndex: number;
}

export function gridAxes(grid: PriceGrid): GridAxes {
  return { lengths: grid.lengths, textures: grid.textures, grades: grid.grades, cells: grid.cells };
}

export function resolveGridSelection(grid: PriceGrid, search: GridSearch): ResolvedGridSelection {
  const axes = gridAxes(grid);
  const selection = completeSelection(axes, search);
  const asked = (search.tier ?? 1) - 1;
  const tierIndex = asked >= 0 && asked < grid.tiers.length ? asked : 0;
  return { axes, selection, tierIndex };
}
