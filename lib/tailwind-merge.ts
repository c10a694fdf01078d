import { createTailwindMerge, validators } from "tailwind-merge";

/*
 * The class merger behind `cn`, configured with only the class groups this codebase uses, and in each
 * group only the words (literal values) this codebase uses.
 *
 * Why: the default `twMerge` ships tailwind-merge's whole Tailwind config (every class group Tailwind
 * has, with every value), 8.4 kB gzipped in every screen's first-load JavaScript; with only the groups
 * and words below it is 4.7 kB, of which 3.0 kB is the library's core and validators
 * (docs/benchmarks.md §3). Importing `getDefaultConfig` instead would pull the whole config back in.
 *
 * Everything here is tailwind-merge 3.7.0's `getDefaultConfig`, in the same order, minus:
 * - the groups no class here belongs to (about 200);
 * - the words no class here uses: `cursor-pointer` is listed, `cursor-wait` is not. The comments name
 *   what upstream also lists. Long lists of words were what weighed; the validators (`isArbitraryValue`,
 *   `isNumber`...) are shared and cheap, so each group keeps its upstream ones and still takes any
 *   arbitrary value (`w-[26rem]`) or number (`gap-7`);
 * - the `theme` object and its `fromTheme` getters, written out in place (see the theme constants).
 * So each class here resolves to the same group, and each pair conflicts, exactly as with the full
 * `twMerge`.
 *
 * tests/unit/tailwind-merge.test.ts guards it: it collects every class token in app/, components/ and
 * lib/ and fails, naming the pairs, when any pair merges differently from the full `twMerge`. A class
 * from a group not listed here (`grid-rows-2`), or a word not listed in its group (`cursor-wait`,
 * `font-bold`), fails that test until its group or word is copied in from tailwind-merge's default
 * config (node_modules/tailwind-merge/src/lib/default-config.ts).
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

// tailwind-merge's default theme, written out: a `fromTheme("spacing")` getter expands to its theme
// scale's entries where it stands, so writing them there merges the same and saves the getters and the
// `theme` object. Theme scales of words are trimmed like the groups' words.
const themeColor = isAny;
const themeFont = isAnyNonArbitrary;
const themeText = isTshirtSize;
const themeContainer = isTshirtSize;
const themeRadius = isTshirtSize;
const themeShadow = isTshirtSize;
const themeBlur = isTshirtSize;
const themeSpacing = ["px", isNumber] as const;
const themeFontWeight = ["normal", "medium", "semibold"] as const; // also: thin, extralight, light, bold, extrabold, black
const themeTracking = ["tight", "wide"] as const; // also: tighter, normal, wider, widest
const themeLeading = ["relaxed"] as const; // also: tight, snug, normal, loose
const themeAnimate = ["spin", "pulse"] as const; // also: ping, bounce
// The aspect scale (video) and the breakpoint scale (max-w-screen-*) have no class here.
// Upstream also: clip, visible, scroll.
const scaleOverflow = () => ["auto", "hidden"] as const;
const scaleUnambiguousSpacing = () => [isArbitraryVariable, isArbitraryValue, ...themeSpacing] as const;
// Upstream also: full, auto.
const scaleInset = () => [isFraction, ...scaleUnambiguousSpacing()] as const;
// Upstream also: none, subgrid.
const scaleGridTemplateColsRows = () => [isInteger, isArbitraryVariable, isArbitraryValue] as const;
// Upstream also: auto, span-full.
const scaleGridColRowStartAndEnd = () =>
  [{ span: [isInteger, isArbitraryVariable, isArbitraryValue] }, isInteger, isArbitraryVariable, isArbitraryValue] as const;
// Upstream also: auto.
const scaleGridColRowStartOrEnd = () => [isInteger, isArbitraryVariable, isArbitraryValue] as const;
// Upstream also: around, evenly, stretch, baseline, center-safe, end-safe.
const scaleAlignPrimaryAxis = () => ["start", "end", "center", "between"] as const;
// Upstream also: center-safe, end-safe.
const scaleAlignSecondaryAxis = () => ["start", "end", "center", "stretch"] as const;
const scaleMargin = () => ["auto", ...scaleUnambiguousSpacing()] as const;
// Upstream also: dvw, dvh, lvw, lvh, svw, svh, min, max, fit (min-h keeps its dvh).
const scaleSizing = () => [isFraction, "auto", "full", "fit", ...scaleUnambiguousSpacing()] as const;
const scaleColor = () => [themeColor, isArbitraryVariable, isArbitraryValue] as const;
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
// Upstream also: "" (deprecated), none.
const scaleBlur = () => [themeBlur, isArbitraryVariable, isArbitraryValue] as const;
// Upstream also: full.
const scaleTranslate = () => [isFraction, ...scaleUnambiguousSpacing()] as const;
const config = {
  cacheSize: 500,
  // Written out in place above; the type still wants the key.
  theme: {},
  // A trailing comment names the words upstream also lists.
  classGroups: {
    aspect: [{ aspect: ["auto", "square", isFraction, isArbitraryValue, isArbitraryVariable] }], // video (theme)
    display: ["block", "inline", "flex", "inline-flex", "grid", "hidden"], // 15 more: table*, contents...
    sr: ["sr-only", "not-sr-only"],
    isolation: ["isolate"], // isolation-auto
    "object-fit": [{ object: ["contain", "cover"] }], // fill, none, scale-down
    overflow: [{ overflow: scaleOverflow() }],
    "overflow-x": [{ "overflow-x": scaleOverflow() }],
    "overflow-y": [{ "overflow-y": scaleOverflow() }],
    overscroll: [{ overscroll: ["contain"] }], // auto, none
    position: ["fixed", "absolute", "relative", "sticky"], // static
    inset: [{ inset: scaleInset() }],
    "inset-x": [{ "inset-x": scaleInset() }],
    "inset-y": [{ "inset-y": scaleInset() }],
    top: [{ top: scaleInset() }],
    right: [{ right: scaleInset() }],
    bottom: [{ bottom: scaleInset() }],
    left: [{ left: scaleInset() }],
    z: [{ z: [isInteger, isArbitraryVariable, isArbitraryValue] }], // auto
    "flex-direction": [{ flex: ["row", "col", "col-reverse"] }], // row-reverse
    "flex-wrap": [{ flex: ["wrap"] }], // nowrap, wrap-reverse
    flex: [{ flex: [isNumber, isFraction, "none", isArbitraryValue] }], // auto, initial
    shrink: [{ shrink: [isNumber, isArbitraryVariable, isArbitraryValue] }], // "" (plain `shrink`)
    "grid-cols": [{ "grid-cols": scaleGridTemplateColsRows() }],
    "col-start-end": [{ col: scaleGridColRowStartAndEnd() }],
    "col-start": [{ "col-start": scaleGridColRowStartOrEnd() }],
    "row-start-end": [{ row: scaleGridColRowStartAndEnd() }],
    "row-start": [{ "row-start": scaleGridColRowStartOrEnd() }],
    gap: [{ gap: scaleUnambiguousSpacing() }],
    "gap-x": [{ "gap-x": scaleUnambiguousSpacing() }],
    "gap-y": [{ "gap-y": scaleUnambiguousSpacing() }],
    "justify-content": [{ justify: scaleAlignPrimaryAxis() }], // normal
    "justify-self": [{ "justify-self": scaleAlignSecondaryAxis() }], // auto
    "align-content": [{ content: scaleAlignPrimaryAxis() }], // normal
    // Upstream ends with `{ baseline: ["", "last"] }`; "baseline" is its "" entry (plain `items-baseline`).
    "align-items": [{ items: [...scaleAlignSecondaryAxis(), "baseline"] }], // baseline-last
    "align-self": [{ self: scaleAlignSecondaryAxis() }], // auto, baseline, baseline-last
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
    w: [{ w: [themeContainer, ...scaleSizing()] }], // screen
    "min-w": [{ "min-w": [themeContainer, ...scaleSizing()] }], // screen, none
    "max-w": [{ "max-w": [themeContainer, "none", ...scaleSizing()] }], // screen, prose, screen-{breakpoint}
    h: [{ h: scaleSizing() }], // screen, lh
    "min-h": [{ "min-h": ["dvh", ...scaleSizing()] }], // screen, lh, none
    "max-h": [{ "max-h": scaleSizing() }], // screen, lh, none
    "font-size": [{ text: ["base", themeText, isArbitraryVariableLength, isArbitraryLength] }],
    "font-style": ["italic"], // not-italic
    "font-weight": [{ font: [...themeFontWeight, isArbitraryVariableWeight, isArbitraryWeight] }],
    "font-family": [{ font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, themeFont] }],
    "fvn-spacing": ["tabular-nums"], // proportional-nums
    tracking: [{ tracking: [...themeTracking, isArbitraryVariable, isArbitraryValue] }],
    "line-clamp": [{ "line-clamp": [isNumber, isArbitraryVariable, isArbitraryNumber] }], // none
    leading: [{ leading: ["none", ...themeLeading, ...scaleUnambiguousSpacing()] }],
    "list-style-type": [{ list: ["disc", "decimal", isArbitraryVariable, isArbitraryValue] }], // none
    "text-alignment": [{ text: ["left", "center", "right"] }], // justify, start, end
    "text-color": [{ text: scaleColor() }],
    "text-decoration": ["underline"], // overline, line-through, no-underline
    "underline-offset": [{ "underline-offset": [isNumber, isArbitraryVariable, isArbitraryValue] }], // auto
    "text-transform": ["uppercase"], // lowercase, capitalize, normal-case
    "text-overflow": ["truncate"], // text-ellipsis, text-clip
    "text-wrap": [{ text: ["pretty"] }], // wrap, nowrap, balance
    "vertical-align": [{ align: ["middle", isArbitraryVariable, isArbitraryValue] }], // baseline, top, bottom...
    whitespace: [{ whitespace: ["nowrap", "pre-line"] }], // normal, pre, pre-wrap, break-spaces
    break: [{ break: ["words", "all"] }], // normal, keep
    wrap: [{ wrap: ["break-word", "anywhere"] }], // normal
    "bg-size": [{ bg: [isArbitraryVariableSize, isArbitrarySize, { size: [isArbitraryVariable, isArbitraryValue] }] }], // auto, cover, contain
    "bg-image": [
      {
        // Upstream also: none, linear-to-{t,tr,r,b,bl,l,tl}, radial, conic.
        bg: [{ linear: [{ to: ["br"] }, isInteger, isArbitraryVariable, isArbitraryValue] }, isArbitraryVariableImage, isArbitraryImage],
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
    "border-style": [{ border: ["dashed"] }], // solid, dotted, double, hidden, none
    "border-color": [{ border: scaleColor() }],
    "divide-color": [{ divide: scaleColor() }],
    "outline-style": [{ outline: ["none"] }], // solid, dashed, dotted, double, hidden
    "outline-offset": [{ "outline-offset": [isNumber, isArbitraryVariable, isArbitraryValue] }],
    "outline-w": [{ outline: ["", isNumber, isArbitraryVariableLength, isArbitraryLength] }],
    // `shadow-card` and `shadow-raised` are no t-shirt size: upstream too makes them "shadow-color".
    shadow: [{ shadow: [themeShadow, isArbitraryVariableShadow, isArbitraryShadow] }], // "", inner, none
    "shadow-color": [{ shadow: scaleColor() }],
    "ring-w": [{ ring: scaleBorderWidth() }],
    "ring-w-inset": ["ring-inset"],
    "ring-color": [{ ring: scaleColor() }],
    opacity: [{ opacity: [isNumber, isArbitraryVariable, isArbitraryValue] }],
    "mask-image": [{ mask: [isArbitraryVariable, isArbitraryValue] }], // none
    blur: [{ blur: scaleBlur() }],
    "backdrop-blur": [{ "backdrop-blur": scaleBlur() }],
    // Upstream also: "" (plain `transition`), opacity, none.
    transition: [{ transition: ["all", "colors", "shadow", "transform", isArbitraryVariable, isArbitraryValue] }],
    duration: [{ duration: [isNumber, isArbitraryVariable, isArbitraryValue] }], // initial
    animate: [{ animate: [...themeAnimate, isArbitraryVariable, isArbitraryValue] }], // none
    rotate: [{ rotate: [isNumber, isArbitraryVariable, isArbitraryValue] }], // none
    "translate-x": [{ "translate-x": scaleTranslate() }],
    "translate-y": [{ "translate-y": scaleTranslate() }],
    accent: [{ accent: scaleColor() }],
    appearance: [{ appearance: ["auto"] }], // none
    cursor: [{ cursor: ["default", "pointer", "not-allowed", isArbitraryVariable, isArbitraryValue] }], // 33 more
    "pointer-events": [{ "pointer-events": ["none"] }], // auto
    select: [{ select: ["none"] }], // text, all, auto
    fill: [{ fill: scaleColor() }], // none
  },
  // The default conflicts, narrowed to the groups above. Each matters: every pair of groups in it has
  // classes in the codebase, so the test's pairs would catch a missing one.
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
  // Upstream also: *, **, after, backdrop, before, details-content, file, first-letter, first-line,
  // marker, selection.
  orderSensitiveModifiers: ["placeholder"],
};

/** `twMerge` for this codebase's classes: a later class overrides a conflicting earlier one (`px-2` vs `px-4`). */
export const twMerge = createTailwindMerge(() => config);
