/** The secrets hosted Supabase gives every function (and the local functions host passes). */
export type FunctionEnv = {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function functionEnv(): FunctionEnv {
  return {
    supabaseUrl: required('SUPABASE_URL'),
    anonKey: required('SUPABASE_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
  };
}
