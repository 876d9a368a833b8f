import { z } from 'zod';

// The storefront's content security policy allows no eval. zod would compile its object parsers with `new Function`,
// and its mere try is reported as a violation: in the browser it parses without compiling (forms parse little). The
// schemas read the setting as they are made, so the browser's entry imports this module before any other.
z.config({ jitless: true });
