// The one place where runtime/ reaches widgets/: the catalogue handed to the registry at boot
// (lint allows this file alone).
export { widgets } from '../../widgets/index.ts';
