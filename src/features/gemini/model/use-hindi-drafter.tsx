// The drafter a screen uses: the one a story or test provides, else the server's when it has a
// key (server mode), else this browser's when a key is set here; undefined means no button.
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { SERVER_MODE } from '@/data/data-mode';
import { localDrafter, serverDrafter, serverOffersDrafts } from './hindi-drafter';
import type { DraftedForm, HindiDrafter } from './hindi-drafter';

const ProvidedDrafter = createContext<{ drafter: HindiDrafter | undefined } | null>(null);

/** Gives the screens below this drafter (a fake Gemini in stories), or none: no button. */
export function HindiDrafterProvider({
  drafter,
  children,
}: {
  drafter: HindiDrafter | undefined;
  children: ReactNode;
}) {
  return <ProvidedDrafter.Provider value={{ drafter }}>{children}</ProvidedDrafter.Provider>;
}

export function useHindiDrafter(form: DraftedForm): HindiDrafter | undefined {
  const provided = useContext(ProvidedDrafter);
  const [local] = useState(() => (SERVER_MODE ? undefined : localDrafter()));
  const [serverHasKey, setServerHasKey] = useState(false);
  useEffect(() => {
    if (provided || !SERVER_MODE) return;
    let live = true;
    void serverOffersDrafts(form).then((offered) => live && setServerHasKey(offered));
    return () => {
      live = false;
    };
  }, [provided, form]);
  if (provided) return provided.drafter;
  if (SERVER_MODE) return serverHasKey ? serverDrafter(form) : undefined;
  return local;
}
