// Types for secret-markers.mjs (plain JS, read by the test runner before anything is compiled).
export declare const SECRET_MARKERS: Record<
  'VAPI_PRIVATE_KEY' | 'CONTACT_WEBHOOK_URL' | 'CONTACT_WEBHOOK_SECRET' | 'VAPI_TOOLS_SECRET',
  string
>;
export declare const PUBLIC_SETTINGS: Record<'VAPI_PUBLIC_KEY' | 'VAPI_ASSISTANT_ID' | 'PUBLIC_BASE_URL', string>;
export declare const MARKED_BUILD_ENV: Record<string, string>;
export declare const MARKED_BUILD_STAMP: string;
export declare function stampMarkedBuild(out: string): void;
export declare function isMarkedBuild(out: string): boolean;
