// Where the voice platform reaches this server, and the header that carries our shared secret:
// spelled once for the routes and for the assistant's definition that tells the platform.
export const VOICE_TOOLS_PATH = '/api/voice/tools';
export const VOICE_SECRET_HEADER = 'X-Vapi-Secret';
