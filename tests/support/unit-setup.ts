import { configure } from "@testing-library/react";

// Testing Library's findBy and waitFor give up after 1 s by default: on CI's two busy cores a dialog that
// loads its code on first open took longer, and a screen test failed for the machine's speed alone. The
// tier's own limit (vitest.config.ts) is what catches a hang.
configure({ asyncUtilTimeout: 30_000 });
