/**
 * CORS as hosted Supabase functions answer it: any origin, the headers supabase-js sends, and
 * the preflight answered by the function itself.
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function preflight(): Response {
  return new Response('ok', { headers: corsHeaders });
}
