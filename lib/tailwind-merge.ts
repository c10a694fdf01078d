import { createTailwindMerge, fromTheme, validators } from "tailwind-merge";

/*
 * The class merger behind `cn`, configured with only the class groups this codebase uses.
 *
 * Why: the default `twMerge` ships tailwind-merge's whole Tailwind config (every class group Tailwind
 * has), 8.4 kB gzipped in every screen's first-load JavaScript; with only the groups below it is 5.6 kB
 * (docs/benchmarks.md §3). Every definition is copied unchanged from tailwind-merge 3.7.0's
 * `getDefaultConfig`, in the same order, so a class resolves to the same group and a pair of classes
 * conflicts exactly as with the full `twMerge`. Importing `getDefaultConfig` instead would pull the whole
 * config back in.
 *
 * tests/unit/tailwind-merge.test.ts guards it: it collects every class token in app/, components/ and
 * lib/ and fails, naming the pairs, when any pair merges differently from the full `twMerge`. A class
 * from a group not listed here (say `grid-rows-2`) fails that test until its group is copied in.
 */

const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryImage,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryShadow,
  isArbitrarySize,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableImage,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isArbitraryVariableSize,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators;

const themeColor = fromTheme("color");
const themeFont = fromTheme("font");
const themeText = fromTheme("text");
const themeFontWeight = fromTheme("font-weight");
const themeTracking = fromTheme("tracking");
const themeLeading = fromTheme("leading");
const themeBreakpoint = fromTheme("breakpoint");
const themeContainer = fromTheme("container");
const themeSpacing = fromTheme("spacing");
const themeRadius = fromTheme("radius");
const themeShadow = fromTheme("shadow");
const themeBlur = fromTheme("blur");
const themeAspect = fromTheme("aspect");
const themeAnimate = fromTheme("animate");
const scaleOverflow = () => ["auto", "hidden", "clip", "visible", "scroll"] as const;
const scaleOverscroll = () => ["auto", "contain", "none"] as const;
const scaleUnambiguousSpacing = () => [isArbitraryVariable, isArbitraryValue, themeSpacing] as const;
const scaleInset = () => [isFraction, "full", "auto", ...scaleUnambiguousSpacing()] as const;
const scaleGridTemplateColsRows = () => [isInteger, "none", "subgrid", isArbitraryVariable, isArbitraryValue] as const;
const scaleGridColRowStartAndEnd = () =>
  ["auto", { span: ["full", isInteger, isArbitraryVariable, isArbitraryValue] }, isInteger, isArbitraryVariable, isArbitraryValue] as const;
const scaleGridColRowStartOrEnd = () => [isInteger, "auto", isArbitraryVariable, isArbitraryValue] as const;
const scaleAlignPrimaryAxis = () =>
  ["start", "end", "center", "between", "around", "evenly", "stretch", "baseline", "center-safe", "end-safe"] as const;
const scaleAlignSecondaryAxis = () => ["start", "end", "center", "stretch", "center-safe", "end-safe"] as const;
const scaleMargin = () => ["auto", ...scaleUnambiguousSpacing()] as const;
const scaleSizing = () =>
  [isFraction, "auto", "full", "dvw", "dvh", "lvw", "lvh", "svw", "svh", "min", "max", "fit", ...scaleUnambiguousSpacing()] as const;
const scaleColor = () => [themeColor, isArbitraryVariable, isArbitraryValue] as const;
const scaleBgSize = () =>
  ["auto", "cover", "contain", isArbitraryVariableSize, isArbitrarySize, { size: [isArbitraryVariable, isArbitraryValue] }] as const;
const scaleRadius = () =>
  [
    // Deprecated since Tailwind CSS v4.0.0
    "",
    "none",
    "full",
    themeRadius,
    isArbitraryVariable,
    isArbitraryValue,
  ] as const;
const scaleBorderWidth = () => ["", isNumber, isArbitraryVariableLength, isArbitraryLength] as const;
const scaleLineStyle = () => ["solid", "dashed", "dotted", "double"] as const;
const scaleBlur = () =>
  [
    // Deprecated since Tailwind CSS v4.0.0
    "",
    "none",
    themeBlur,
    isArbitraryVariable,
    isArbitraryValue,
  ] as const;
const scaleRotate = () => ["none", isNumber, isArbitraryVariable, isArbitraryValue] as const;
const scaleTranslate = () => [isFraction, "full", ...scaleUnambiguousSpacing()] as const;
const config = {
  cacheSize: 500,
  theme: {
    animate: ["spin", "ping", "pulse", "bounce"],
    aspect: ["video"],
    blur: [isTshirtSize],
    breakpoint: [isTshirtSize],
    color: [isAny],
    container: [isTshirtSize],
    font: [isAnyNonArbitrary],
    "font-weight": ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"],
    leading: ["none", "tight", "snug", "normal", "relaxed", "loose"],
    radius: [isTshirtSize],
    shadow: [isTshirtSize],
    spacing: ["px", isNumber],
    text: [isTshirtSize],
    tracking: ["tighter", "tight", "normal", "wide", "wider", "widest"],
  },
  classGroups: {
    aspect: [
      {
        aspect: ["auto", "square", isFraction, isArbitraryValue, isArbitraryVariable, themeAspect],
      },
    ],
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "table",
      "inline-table",
      "table-caption",
      "table-cell",
      "table-column",
      "table-column-group",
      "table-footer-group",
      "table-header-group",
      "table-row-group",
      "table-row",
      "flow-root",
      "grid",
      "inline-grid",
      "contents",
      "list-item",
      "hidden",
    ],
    sr: ["sr-only", "not-sr-only"],
    isolation: ["isolate", "isolation-auto"],
    "object-fit": [{ object: ["contain", "cover", "fill", "none", "scale-down"] }],
    overflow: [{ overflow: scaleOverflow() }],
    "overflow-x": [{ "overflow-x": scaleOverflow() }],
    "overflow-y": [{ "overflow-y": scaleOverflow() }],
    overscroll: [{ overscroll: scaleOverscroll() }],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    inset: [{ inset: scaleInset() }],
    "inset-x": [{ "inset-x": scaleInset() }],
    "inset-y": [{ "inset-y": scaleInset() }],
    top: [{ top: scaleInset() }],
    right: [{ right: scaleInset() }],
    bottom: [{ bottom: scaleInset() }],
    left: [{ left: scaleInset() }],
    z: [{ z: [isInteger, "auto", isArbitraryVariable, isArbitraryValue] }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["nowrap", "wrap", "wrap-reverse"] }],
    flex: [{ flex: [isNumber, isFraction, "auto", "initial", "none", isArbitraryValue] }],
    shrink: [{ shrink: ["", isNumber, isArbitraryVariable, isArbitraryValue] }],
    "grid-cols": [{ "grid-cols": scaleGridTemplateColsRows() }],
    "col-start-end": [{ col: scaleGridColRowStartAndEnd() }],
    "col-start": [{ "col-start": scaleGridColRowStartOrEnd() }],
    "row-start-end": [{ row: scaleGridColRowStartAndEnd() }],
    "row-start": [{ "row-start": scaleGridColRowStartOrEnd() }],
    gap: [{ gap: scaleUnambiguousSpacing() }],
    "gap-x": [{ "gap-x": scaleUnambiguousSpacing() }],
    "gap-y": [{ "gap-y": scaleUnambiguousSpacing() }],
    "justify-content": [{ justify: [...scaleAlignPrimaryAxis(), "normal"] }],
    "justify-self": [{ "justify-self": ["auto", ...scaleAlignSecondaryAxis()] }],
    "align-content": [{ content: ["normal", ...scaleAlignPrimaryAxis()] }],
    "align-items": [{ items: [...scaleAlignSecondaryAxis(), { baseline: ["", "last"] }] }],
    "align-self": [{ self: ["auto", ...scaleAlignSecondaryAxis(), { baseline: ["", "last"] }] }],
    p: [{ p: scaleUnambiguousSpacing() }],
    px: [{ px: scaleUnambiguousSpacing() }],
    py: [{ py: scaleUnambiguousSpacing() }],
    pt: [{ pt: scaleUnambiguousSpacing() }],
    pr: [{ pr: scaleUnambiguousSpacing() }],
    pb: [{ pb: scaleUnambiguousSpacing() }],
    pl: [{ pl: scaleUnambiguousSpacing() }],
    m: [{ m: scaleMargin() }],
    mx: [{ mx: scaleMargin() }],
    my: [{ my: scaleMargin() }],
    mt: [{ mt: scaleMargin() }],
    mr: [{ mr: scaleMargin() }],
    mb: [{ mb: scaleMargin() }],
    ml: [{ ml: scaleMargin() }],
    "space-y": [{ "space-y": scaleUnambiguousSpacing() }],
    size: [{ size: scaleSizing() }],
    w: [{ w: [themeContainer, "screen", ...scaleSizing()] }],
    "min-w": [
      {
        "min-w": [
          themeContainer,
          "screen",
          /** Deprecated. @see https://github.com/tailwindlabs/tailwindcss.com/issues/2027#issuecomment-2620152757 */
          "none",
          ...scaleSizing(),
        ],
      },
    ],
    "max-w": [
      {
        "max-w": [
          themeContainer,
          "screen",
          "none",
          /** Deprecated since Tailwind CSS v4.0.0. @see https://github.com/tailwindlabs/tailwindcss.com/issues/2027#issuecomment-2620152757 */
          "prose",
          /** Deprecated since Tailwind CSS v4.0.0. @see https://github.com/tailwindlabs/tailwindcss.com/issues/2027#issuecomment-2620152757 */
          { screen: [themeBreakpoint] },
          ...scaleSizing(),
        ],
      },
    ],
    h: [{ h: ["screen", "lh", ...scaleSizing()] }],
    "min-h": [{ "min-h": ["screen", "lh", "none", ...scaleSizing()] }],
    "max-h": [{ "max-h": ["screen", "lh", "none", ...scaleSizing()] }],
    "font-size": [{ text: ["base", themeText, isArbitraryVariableLength, isArbitraryLength] }],
    "font-style": ["italic", "not-italic"],
    "font-weight": [
      {
        font: [themeFontWeight, isArbitraryVariableWeight, isArbitraryWeight],
      },
    ],
    "font-family": [{ font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, themeFont] }],
    "fvn-spacing": ["proportional-nums", "tabular-nums"],
    tracking: [{ tracking: [themeTracking, isArbitraryVariable, isArbitraryValue] }],
    "line-clamp": [{ "line-clamp": [isNumber, "none", isArbitraryVariable, isArbitraryNumber] }],
    leading: [
      {
        leading: [
          "none",
          /** Deprecated since Tailwind CSS v4.0.0. @see https://github.com/tailwindlabs/tailwindcss.com/issues/2027#issuecomment-2620152757 */
          themeLeading,
          ...scaleUnambiguousSpacing(),
        ],
      },
    ],
    "list-style-type": [{ list: ["disc", "decimal", "none", isArbitraryVariable, isArbitraryValue] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: scaleColor() }],
    "text-decoration": ["underline", "overline", "line-through", "no-underline"],
    "underline-offset": [{ "underline-offset": [isNumber, "auto", isArbitraryVariable, isArbitraryValue] }],
    "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
    "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
    "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
    "vertical-align": [
      {
        align: ["baseline", "top", "middle", "bottom", "text-top", "text-bottom", "sub", "super", isArbitraryVariable, isArbitraryValue],
      },
    ],
    whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
    break: [{ break: ["normal", "words", "all", "keep"] }],
    wrap: [{ wrap: ["break-word", "anywhere", "normal"] }],
    "bg-size": [{ bg: scaleBgSize() }],
    "bg-image": [
      {
        bg: [
          "none",
          {
            linear: [{ to: ["t", "tr", "r", "br", "b", "bl", "l", "tl"] }, isInteger, isArbitraryVariable, isArbitraryValue],
            radial: ["", isArbitraryVariable, isArbitraryValue],
            conic: ["", isInteger, isArbitraryVariable, isArbitraryValue],
          },
          isArbitraryVariableImage,
          isArbitraryImage,
        ],
      },
    ],
    "bg-color": [{ bg: scaleColor() }],
    "gradient-from": [{ from: scaleColor() }],
    "gradient-to": [{ to: scaleColor() }],
    rounded: [{ rounded: scaleRadius() }],
    "rounded-r": [{ "rounded-r": scaleRadius() }],
    "border-w": [{ border: scaleBorderWidth() }],
    "border-w-t": [{ "border-t": scaleBorderWidth() }],
    "border-w-r": [{ "border-r": scaleBorderWidth() }],
    "border-w-b": [{ "border-b": scaleBorderWidth() }],
    "divide-y": [{ "divide-y": scaleBorderWidth() }],
    "border-style": [{ border: [...scaleLineStyle(), "hidden", "none"] }],
    "border-color": [{ border: scaleColor() }],
    "divide-color": [{ divide: scaleColor() }],
    "outline-style": [{ outline: [...scaleLineStyle(), "none", "hidden"] }],
    "outline-offset": [{ "outline-offset": [isNumber, isArbitraryVariable, isArbitraryValue] }],
    "outline-w": [{ outline: ["", isNumber, isArbitraryVariableLength, isArbitraryLength] }],
    shadow: [
      {
        shadow: [
          // Deprecated since Tailwind CSS v4.0.0
          "",
          // Deprecated since Tailwind CSS v4.0.0
          "inner",
          "none",
          themeShadow,
          isArbitraryVariableShadow,
          isArbitraryShadow,
        ],
      },
    ],
    "shadow-color": [{ shadow: scaleColor() }],
    "ring-w": [{ ring: scaleBorderWidth() }],
    "ring-w-inset": ["ring-inset"],
    "ring-color": [{ ring: scaleColor() }],
    opacity: [{ opacity: [isNumber, isArbitraryVariable, isArbitraryValue] }],
    "mask-image": [{ mask: ["none", isArbitraryVariable, isArbitraryValue] }],
    blur: [{ blur: scaleBlur() }],
    "backdrop-blur": [{ "backdrop-blur": scaleBlur() }],
    transition: [
      {
        transition: ["", "all", "colors", "opacity", "shadow", "transform", "none", isArbitraryVariable, isArbitraryValue],
      },
    ],
    duration: [{ duration: [isNumber, "initial", isArbitraryVariable, isArbitraryValue] }],
    animate: [{ animate: ["none", themeAnimate, isArbitraryVariable, isArbitraryValue] }],
    rotate: [{ rotate: scaleRotate() }],
    "translate-x": [{ "translate-x": scaleTranslate() }],
    "translate-y": [{ "translate-y": scaleTranslate() }],
    accent: [{ accent: scaleColor() }],
    appearance: [{ appearance: ["none", "auto"] }],
    cursor: [
      {
        cursor: [
          "auto",
          "default",
          "pointer",
          "wait",
          "text",
          "move",
          "help",
          "not-allowed",
          "none",
          "context-menu",
          "progress",
          "cell",
          "crosshair",
          "vertical-text",
          "alias",
          "copy",
          "no-drop",
          "grab",
          "grabbing",
          "all-scroll",
          "col-resize",
          "row-resize",
          "n-resize",
          "e-resize",
          "s-resize",
          "w-resize",
          "ne-resize",
          "nw-resize",
          "se-resize",
          "sw-resize",
          "ew-resize",
          "ns-resize",
          "nesw-resize",
          "nwse-resize",
          "zoom-in",
          "zoom-out",
          isArbitraryVariable,
          isArbitraryValue,
        ],
      },
    ],
    "pointer-events": [{ "pointer-events": ["auto", "none"] }],
    select: [{ select: ["none", "text", "all", "auto"] }],
    fill: [{ fill: ["none", ...scaleColor()] }],
  },
  // The default conflicts, narrowed to the groups above.
  conflictingClassGroups: {
    overflow: ["overflow-x", "overflow-y"],
    inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left"],
    "inset-y": ["top", "bottom"],
    flex: ["shrink"],
    gap: ["gap-x", "gap-y"],
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    "font-size": ["leading"],
    "line-clamp": ["display", "overflow"],
    rounded: ["rounded-r"],
    "border-w": ["border-w-t", "border-w-r", "border-w-b"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: [
    "*",
    "**",
    "after",
    "backdrop",
    "before",
    "details-content",
    "file",
    "first-letter",
    "first-line",
    "marker",
    "placeholder",
    "selection",
  ],
};

/** `twMerge` for this codebase's classes: a later class overrides a conflicting earlier one (`px-2` vs `px-4`). */
export const twMerge = createTailwindMerge(() => config);
