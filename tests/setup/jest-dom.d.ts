// Types of the DOM matchers registered in vitest-setup.ts.
import '@testing-library/jest-dom/vitest';
