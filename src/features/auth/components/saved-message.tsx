/** A form's success, said plainly; the live region stays in the page so the message is announced. */
export function SavedMessage({ message }: { message: string | null }) {
  return (
    <div role="status">
      {message && (
        <p className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm break-words text-green-900">
          {message}
        </p>
      )}
    </div>
  );
}
