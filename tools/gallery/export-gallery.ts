// `croupier gallery --out <dir>`: the widget gallery as static files (index.html, gallery.css, one
// page per cell and the artwork the cells show), rendered with data of an in-memory sandbox. The
// pages hold no script but the one that sizes each cell's frame, so they open from the file
// system as from any static host.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer, mergeConfig } from 'vite';
import { viteConfig } from '../../vite.config.ts';
import { buildServer } from '../sandbox/server.ts';
import { cellPath, galleryCells } from './gallery-model.ts';
import { galleryRenderer, type GalleryAuth } from './gallery-renderer.ts';

export interface ExportGalleryOptions {
  outDir: string;
  auth?: GalleryAuth;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface ExportedGallery {
  /** Paths written, relative to `outDir`. */
  files: string[];
  cells: number;
  widgets: number;
  brands: string[];
  /** Cells whose widget did not render fully, with why. */
  problems: { cell: string; problems: string[] }[];
}

/** Root-relative `src` of images and media in a cell's markup: the artwork to copy beside it. */
const LOCAL_SOURCE = /\s(src|poster)="(\/(?!\/)[^"]+)"/g;

export async function exportGallery({
  outDir,
  auth = 'player',
  log = () => undefined,
}: ExportGalleryOptions): Promise<ExportedGallery> {
  const sandbox = await buildServer({ memory: true });
  const vite = await createServer(
    mergeConfig(viteConfig(false), {
      configFile: false,
      appType: 'custom',
      logLevel: 'warn',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    }),
  );
  const renderer = galleryRenderer(vite, sandbox.app, { auth });
  try {
    const model = await renderer.model();
    const files: string[] = [];
    const write = async (path: string, content: string | Uint8Array) => {
      await mkdir(dirname(join(outDir, path)), { recursive: true });
      await writeFile(join(outDir, path), content);
      files.push(path);
    };
    await write('index.html', await renderer.index());
    await write('gallery.css', await renderer.stylesheet());
    const cells = galleryCells(model);
    const problems: ExportedGallery['problems'] = [];
    const artwork = new Map<string, string>();
    for (const [index, cell] of cells.entries()) {
      const path = cellPath(cell);
      const rendered = await renderer.renderCell(cell, '../gallery.css');
      if (rendered.problems.length > 0) problems.push({ cell: path, problems: rendered.problems });
      // Cells sit one folder down: root-relative sources become relative to the gallery's root.
      const page = rendered.page.replace(LOCAL_SOURCE, (_, attribute: string, source: string) => {
        const file = source.split(/[?#]/)[0]!;
        artwork.set(file, cell.brand);
        return ` ${attribute}="..${file}"`;
      });
      await write(path, page);
      if ((index + 1) % 50 === 0) log(`  ${index + 1}/${cells.length} cells`);
    }
    for (const [file, brand] of artwork) {
      const host = await renderer.hostOf(brand);
      const response = await sandbox.app.inject({ method: 'GET', url: file, headers: { host } });
      if (response.statusCode === 200) await write(file.slice(1), new Uint8Array(response.rawPayload));
    }
    return {
      files,
      cells: cells.length,
      widgets: model.widgets.length,
      brands: model.brands.map((brand) => brand.id),
      problems,
    };
  } finally {
    await vite.close();
    await sandbox.close();
  }
}
