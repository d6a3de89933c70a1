#!/usr/bin/env node
// The `yukon` command (README, "The `yukon` command"): runs the TypeScript CLI in cli/yukon.ts
// through tsx, so it works straight after `npm install` without a build step.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../cli/yukon.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
