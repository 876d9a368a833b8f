import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type Glyph, type GlyphPosition } from 'fontkit';
import { LRUCache } from 'lru-cache';
import { copiedAs, type Direction, type Run, visualRuns, words } from './bidi-text.ts';

export type Weight = 'regular' | 'bold';
export type Align = 'right' | 'left' | 'center';

export interface TextStyle {
  /** In points. */
  size: number;
  weight?: Weight;
  color?: string;
}

/** Where a line or paragraph goes: `y` is the first line's baseline, `width` the space it is aligned in. */
export interface TextBox {
  x: number;
  y: number;
  width: number;
  align?: Align;
}

/** The distance between baselines, in ems: Vazirmatn's marks above and below need more than Latin's 1.2. */
export const LEADING = 1.6;

// Resolved from this file at run time, so that both the sources (tsx) and the bundle in dist find the package.
const require = createRequire(import.meta.url);
const FONT_FILES: Record<Weight, string> = {
  regular: 'vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf',
  bold: 'vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf',
};

type FaceName = `${Weight}-${Direction}`;

/** A run as a face answers it: glyphs in visual order, their positions and the total advance, in font units. */
interface Shaped {
  glyphs: Glyph[];
  positions: GlyphPosition[];
  advanceWidth: number;
}

/**
 * Vazirmatn in one weight, laying out in one fixed direction. pdfkit asks a font only `layout(text, features)`, and
 * fontkit then takes the direction from the script: Persian digits are of the Arabic script, so a number alone would
 * come out reversed. Every run is shaped with the font's default features.
 */
class Face {
  /** What pdfkit is given: the parsed font with this face's layout. */
  readonly font: Font;
  // The same runs come back within a document and across documents (labels, amounts, names): each is shaped once.
  private readonly shaped = new LRUCache<string, Shaped>({ max: 5000 });

  /**
   * `embedding` is a second parse of the same file, for pdfkit alone: fontkit keeps each glyph with the code points
   * it was first read with, and pdfkit's subset reads the parts of composite glyphs (the medial ح inside the medial
   * ج) with none; on the shaping font, such a glyph would later copy out of the PDF as nothing.
   */
  constructor(
    private readonly shaping: Font,
    embedding: Font,
    private readonly direction: Direction,
  ) {
    this.font = Object.create(embedding, {
      layout: {
        // pdfkit scales the positions it is given in place.
        value: (text: string): Shaped => {
          const run = this.shape(text);
          return { ...run, positions: run.positions.map((position) => ({ ...position })) };
        },
      },
      // pdfkit reuses an open font of the same name: the two directions must not share one.
      postscriptName: { value: `${embedding.postscriptName}-${direction}` },
    });
  }

  /** The advance of a run, in ems. */
  advance(text: string): number {
    return this.shape(text).advanceWidth / this.shaping.unitsPerEm;
  }

  private shape(text: string): Shaped {
    const cached = this.shaped.get(text);
    if (cached) return cached;
    const rtl = this.direction === 'rtl';
    const run = this.shaping.layout(text, [], rtl ? 'arab' : undefined, undefined, this.direction);
    // pdfkit writes each glyph's code points as the text a reader copies.
    const glyphs = rtl ? run.glyphs.map(copiedGlyph) : run.glyphs;
    const shaped = { glyphs, positions: run.positions, advanceWidth: run.advanceWidth };
    this.shaped.set(text, shaped);
    return shaped;
  }
}

function copiedGlyph(glyph: Glyph): Glyph {
  const codePoints = copiedAs(glyph.codePoints);
  return codePoints === glyph.codePoints ? glyph : Object.create(glyph, { codePoints: { value: codePoints } });
}

let faces: Record<FaceName, Face> | undefined;

/** Read and parsed once per process; fontkit keeps the parsed tables and glyphs on the font object. */
function loadFaces(): Record<FaceName, Face> {
  if (faces) return faces;
  const bytes = {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  const open = (weight: Weight): Font => {
    const font = create(bytes[weight]);
    if (!('layout' in font)) throw new Error(`${FONT_FILES[weight]} is a font collection`);
    return font;
  };
  const regular = open('regular');
  const bold = open('bold');
  faces = {
    'regular-rtl': new Face(regular, open('regular'), 'rtl'),
    'regular-ltr': new Face(regular, open('regular'), 'ltr'),
    'bold-rtl': new Face(bold, open('bold'), 'rtl'),
    'bold-ltr': new Face(bold, open('bold'), 'ltr'),
  };
  return faces;
}

/** Persian and mixed text on the pages of one pdfkit document: measured, wrapped by words, and drawn run by run. */
export class PdfText {
  private readonly faces = loadFaces();

  constructor(private readonly doc: PDFKit.PDFDocument) {
    for (const [name, face] of Object.entries(this.faces)) {
      // pdfkit 0.20 takes a parsed fontkit font; its type definitions still list only files and bytes.
      doc.registerFont(name, face.font as unknown as PDFKit.Mixins.PDFFontSource);
    }
  }

  /** The width of a line, in points. */
  width(line: string, style: TextStyle): number {
    return visualRuns(line).reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  /** A paragraph broken into lines no wider than `maxWidth` (a single word wider than that is cut). */
  lines(text: string, style: TextStyle, maxWidth: number): string[] {
    const space = this.width(' ', style);
    const result: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of words(paragraph).flatMap((word) => this.cut(word, style, maxWidth))) {
        const wordWidth = this.width(word, style);
        if (line && lineWidth + space + wordWidth > maxWidth) {
          result.push(line);
          line = '';
          lineWidth = 0;
        }
        line = line ? `${line} ${word}` : word;
        lineWidth += (lineWidth ? space : 0) + wordWidth;
      }
      result.push(line);
    }
    return result;
  }

  /** Draws one line, right-aligned unless told otherwise. */
  line(line: string, box: TextBox, style: TextStyle): void {
    const runs = visualRuns(line).map((run) => ({ run, width: this.runWidth(run, style) }));
    const total = runs.reduce((sum, { width }) => sum + width, 0);
    const align = box.align ?? 'right';
    let x = align === 'right' ? box.x + box.width - total : align === 'center' ? box.x + (box.width - total) / 2 : box.x;
    this.doc.fillColor(style.color ?? 'black').fontSize(style.size);
    for (const { run, width } of runs) {
      // `features` makes pdfkit shape the run whole; without it, it shapes word by word and sets the words left to right.
      this.doc
        .font(faceName(style, run.direction))
        .text(run.text, x, box.y, { lineBreak: false, baseline: 'alphabetic', features: [] });
      x += width;
    }
  }

  /** Draws a wrapped paragraph and answers the baseline after its last line. */
  paragraph(text: string, box: TextBox, style: TextStyle): number {
    let y = box.y;
    for (const line of this.lines(text, style, box.width)) {
      this.line(line, { ...box, y }, style);
      y += style.size * LEADING;
    }
    return y;
  }

  private runWidth(run: Run, style: TextStyle): number {
    return this.faces[faceName(style, run.direction)].advance(run.text) * style.size;
  }

  /** A word wider than the line, cut where it must be: a long unbroken reference or address code. */
  private cut(word: string, style: TextStyle, maxWidth: number): string[] {
    if (this.width(word, style) <= maxWidth) return [word];
    const pieces: string[] = [];
    let piece = '';
    for (const char of word) {
      if (piece && this.width(piece + char, style) > maxWidth) {
        pieces.push(piece);
        piece = '';
      }
      piece += char;
    }
    return piece ? [...pieces, piece] : pieces;
  }
}

function faceName(style: TextStyle, direction: Direction): FaceName {
  return `${style.weight ?? 'regular'}-${direction}`;
}
