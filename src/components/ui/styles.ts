/** The white card every section and list entry sits on. */
export const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm';
