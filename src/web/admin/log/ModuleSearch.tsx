import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { ComboBox, Label } from 'react-aria-components';
import { adminCourseQueries } from '../../api/adminCourses';
import { ComboBoxInput } from '../../components/ComboBoxInput';
import { ComboBoxSuggestions } from '../../components/ComboBoxSuggestions';
import { courseTitle } from '../../format/courseTitle';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

const SUGGEST_AFTER_MS = 200;
const SUGGESTIONS = 8;

interface ModuleSearchProps {
  inputRef: Ref<HTMLInputElement>;
  onChoose: (module: { id: string; title: string }) => void;
}

/**
 * The "Module" input (React Aria's ComboBox): once it has the focus, it lists the modules saved
 * last, then those whose title matches what is typed; Enter alone takes the first.
 */
export function ModuleSearch({ inputRef, onChoose }: ModuleSearchProps) {
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const searchTerm = useDebouncedValue(typed.trim(), SUGGEST_AFTER_MS);
  const found = useQuery({
    ...adminCourseQueries.list({ status: 'all', searchTerm, sortBy: 'savedAt', pageNum: 1, pageSize: SUGGESTIONS }),
    enabled: focused,
    placeholderData: keepPreviousData,
  });
  const modules = (found.data?.courses ?? []).map((course) => ({ id: course.id, text: courseTitle(course) }));
  const noMatch = focused && searchTerm !== '' && found.isSuccess && modules.length === 0;

  const choose = (id: string | undefined) => {
    const module = modules.find((m) => m.id === id);
    if (module) onChoose({ id: module.id, title: module.text });
  };

  return (
    <ComboBox
      className="log-filter log-filter--module combobox"
      items={modules}
      inputValue={typed}
      onInputChange={setTyped}
      selectedKey={null}
      onSelectionChange={(id) => id !== null && choose(String(id))}
      menuTrigger="focus"
      shouldFocusWrap
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <Label className="log-filter__label">Module</Label>
      <ComboBoxInput
        ref={inputRef}
        placeholder="Any module"
        onEnter={(listOpen) => listOpen && choose(modules[0]?.id)}
      />
      <ComboBoxSuggestions suggestions={modules} />
      <p className="combobox__message log-filter__none" role="status">
        {noMatch && `No module matches “${searchTerm}”.`}
      </p>
    </ComboBox>
  );
}
