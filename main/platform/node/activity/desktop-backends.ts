// Every desktop's backend of the activity record, in one module that desktop-activity-source.ts
// loads with import() when the record first asks (loaded-source.ts).

export { gnomeSource } from './gnome-source.ts';
export { hyprlandSource } from './hyprland-source.ts';
export { kwinSource } from './kwin-source.ts';
export { swaySource } from './sway-source.ts';
export { xWinSource } from './x-win-source.ts';
