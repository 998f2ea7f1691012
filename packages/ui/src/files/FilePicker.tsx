import { FILE_INPUT_ACCEPT, uploadMessages } from '@ssc/contracts/uploads';
import { Button } from '@ssc/ui';
import { FileText, Trash2, UploadCloud } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { formatFileSize } from './files';

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const Zone = styled.label<{ $active: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.brand : '#6b7280')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $active }) => ($active ? theme.colors.brandLight : theme.colors.surface)};
  text-align: center;
  cursor: pointer;

  input { ${visuallyHidden} }
  svg { color: ${({ theme }) => theme.colors.brand}; }
  strong { font-size: ${({ theme }) => theme.typography.sizes.md}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.typography.sizes.sm}; }

  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * File picker and drop zone in one: the (visually hidden) file input keeps the keyboard path —
 * Tab to it, Enter or Space opens the system picker — and the whole zone accepts dropped files.
 */
export function FileDropZone({
  onFiles,
  disabled = false,
  multiple = true,
  label = 'اسحب الملفات وأفلتها هنا أو اختر من جهازك',
}: {
  onFiles(files: File[]): void;
  disabled?: boolean;
  /** False: the system picker offers one file. */
  multiple?: boolean;
  label?: string;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <Zone
      htmlFor={id}
      $active={dragging}
      onDragEnter={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragOver={(e) => e.preventDefault()}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <UploadCloud size={36} aria-hidden="true" />
      <strong>{label}</strong>
      <span id={`${id}-hint`}>{uploadMessages.pickerHint}</span>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={FILE_INPUT_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so that picking the same file again after removing it fires a change.
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </Zone>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  > svg { flex: none; color: ${({ theme }) => theme.colors.brand}; }
  div { flex: 1; min-width: 0; }
  bdi {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const RemoveButton = styled(Button)`
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space[2]};
`;

/** The attached files, each with its size and a remove button. */
export function FileList({
  files,
  onRemove,
  disabled = false,
  label = 'الملفات المرفقة',
}: {
  files: readonly File[];
  onRemove(index: number): void;
  disabled?: boolean;
  label?: string;
}) {
  if (files.length === 0) return null;
  return (
    <List aria-label={`${label} (${files.length})`}>
      {files.map((file, index) => (
        <Item key={`${file.name}:${file.size}:${file.lastModified}`}>
          <FileText size={22} aria-hidden="true" />
          <div>
            <bdi>{file.name}</bdi>
            <small>{formatFileSize(file.size)}</small>
          </div>
          <RemoveButton
            $variant="ghost"
            onClick={() => onRemove(index)}
            disabled={disabled}
            aria-label={`إزالة الملف ${file.name}`}
          >
            <Trash2 size={18} aria-hidden="true" />
            <span aria-hidden="true">إزالة</span>
          </RemoveButton>
        </Item>
      ))}
    </List>
  );
}

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.brand};
  transition: width 150ms linear;
`;

const ProgressBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Upload progress as an ARIA progress bar, with the percentage shown. */
export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <ProgressBox>
      <span aria-hidden="true">
        {label}: {percent}%
      </span>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <Bar style={{ width: `${percent}%` }} />
      </Track>
    </ProgressBox>
  );
}
